import { lessonPreview } from '@goodhours/domain';
import { Button, Stack, Text, Typography } from '@mantine/core';
import { useMemo, useState } from 'react';

/**
 * A lesson's content (document 3 §9): cut at 1,500 characters with "Read more", which shows the
 * rest. The HTML was sanitised by the server when it was saved, so it is shown as it is.
 */
export function LessonContent({ html }: { html: string }) {
  const preview = useMemo(() => lessonPreview(html), [html]);
  const [whole, setWhole] = useState(false);

  if (preview.truncated && !whole)
    return (
      <Stack gap={4} align="flex-start">
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {preview.text}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={() => setWhole(true)}>
          Read more
        </Button>
      </Stack>
    );
  return (
    <Stack gap={4} align="flex-start">
      <Typography fz="sm" w="100%" dangerouslySetInnerHTML={{ __html: html }} />
      {preview.truncated && (
        <Button variant="subtle" size="compact-sm" onClick={() => setWhole(false)}>
          Show less
        </Button>
      )}
    </Stack>
  );
}
