import { APPENDIX_ACCEPT, APPENDIX_MAX_BYTES, APPENDIX_MAX_FILES } from '@goodhours/domain';
import { ActionIcon, Button, FileButton, Group, Input, List, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { readAsDataUrl } from '../../components/read-as-data-url';
import { acceptFiles, fileSizeText, type AttachedFile, type ChosenFile } from './lesson-form-values';

interface Props {
  value: AttachedFile[];
  onChange: (files: AttachedFile[]) => void;
  /** Why chosen files were refused (or the server's word on the files). */
  error?: ReactNode;
  onProblems: (problems: string[]) => void;
}

async function read(file: File): Promise<ChosenFile> {
  if (file.size > APPENDIX_MAX_BYTES) return { fileName: file.name, size: file.size, dataUrl: null };
  const dataUrl = await readAsDataUrl(file).catch(() => null);
  return { fileName: file.name, size: file.size, dataUrl };
}

/**
 * Upload Appendix (document 3 §2.7): up to 3 PDF, PNG, JPEG, TXT or DOCX files of at most 2 MB,
 * each checked in the browser by the server's rule (its content too) before it joins the lesson.
 */
export function AppendixField({ value, onChange, error, onProblems }: Props) {
  const resetRef = useRef<() => void>(null);

  const choose = async (files: File[]) => {
    const chosen = await Promise.all(files.map(read));
    resetRef.current?.();
    const result = acceptFiles(value, chosen);
    onChange(result.files);
    onProblems(result.problems);
  };

  return (
    <Input.Wrapper
      labelElement="div"
      label="Upload Appendix"
      description={`Up to ${String(APPENDIX_MAX_FILES)} files: PDF, PNG, JPEG, TXT or DOCX, at most 2 MB each`}
      error={error}
    >
      <Stack gap={6} mt={6}>
        <Group>
          <FileButton multiple accept={APPENDIX_ACCEPT} resetRef={resetRef} onChange={(files) => void choose(files)}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconPaperclip size={16} />} disabled={value.length >= APPENDIX_MAX_FILES}>
                Choose files
              </Button>
            )}
          </FileButton>
        </Group>
        {value.length > 0 && (
          <List listStyleType="none" spacing={4} aria-label="Files to attach">
            {value.map((file, index) => (
              <List.Item key={`${file.fileName}-${String(index)}`}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {file.fileName} ({fileSizeText(file.size)})
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${file.fileName}`}
                    onClick={() => {
                      onChange(value.filter((_, i) => i !== index));
                    }}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
