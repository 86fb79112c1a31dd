import { BADGE_IMAGE_MAX_BYTES } from '@goodhours/domain';
import { FileInput, Group } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { pictureProblem } from './badge-form-model';
import { BadgePicture } from '../badges';
import { readAsDataUrl } from '../../components/read-as-data-url';

export const BADGE_PICTURE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

interface Props {
  badgeName: string;
  /** The badge's type: its designed picture shows until a picture is chosen. */
  type: string;
  /** The badge's own picture (edit), shown until a new one is chosen. */
  currentUrl: string;
  /** The newly chosen picture, if any. */
  value: string | null;
  error: string | undefined;
  onChange: (dataUrl: string | null) => void;
  onProblem: (message: string | null) => void;
}

/** Picture upload: a PNG, JPEG, GIF or WebP file of at most 200 KB, checked by content, with a preview. */
export function BadgePictureField({ badgeName, type, currentUrl, value, error, onChange, onProblem }: Props) {
  const [file, setFile] = useState<File | null>(null);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    onProblem(null);
    if (!chosen) {
      onChange(null);
      return;
    }
    const dataUrl = await readAsDataUrl(chosen).catch(() => '');
    const problem = pictureProblem(dataUrl);
    onChange(problem ? null : dataUrl);
    if (problem) onProblem(problem);
  };

  const preview = value ?? currentUrl;
  return (
    <Group align="flex-end" wrap="nowrap">
      <BadgePicture badge={{ badgeName: badgeName.trim() || 'New badge', imageUrl: preview, type }} size={56} />
      <FileInput
        label="Picture"
        description={`PNG, JPEG, GIF or WebP, at most ${String(BADGE_IMAGE_MAX_BYTES / 1024)} KB${currentUrl ? '; leave empty to keep the current one' : ''}`}
        placeholder="Choose a picture"
        accept={BADGE_PICTURE_TYPES}
        leftSection={<IconPhoto size={16} aria-hidden />}
        clearable
        value={file}
        onChange={(chosen) => void choose(chosen)}
        error={error}
        style={{ flex: 1, minWidth: 0 }}
      />
    </Group>
  );
}
