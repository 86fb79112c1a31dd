/** A chosen file as a data URL, for pictures checked by content before they are sent. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('unreadable file'));
    };
    reader.readAsDataURL(file);
  });
}
