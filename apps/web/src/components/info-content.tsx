import { Typography } from '@mantine/core';

/**
 * An info page's content. The HTML was sanitised by the server when it was saved (only formatting
 * and http, https or mailto links survive), so it is shown as it is.
 */
export function InfoContent({ html }: { html: string }) {
  return <Typography data-testid="info-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
