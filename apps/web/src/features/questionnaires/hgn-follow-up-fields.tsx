import { HGN_FOLLOW_UP_FIELDS, HGN_FOLLOW_UP_MAX } from '@goodhours/domain';
import { Stack, Textarea } from '@mantine/core';
import { withLengthLimit } from '../../components/length-limit';
import type { HgnForm } from './hgn-inputs';
import { HgnQuestionCard } from './hgn-question';

/** Page 5: the follow-up questions, all optional. */
export function HgnFollowUpFields({ form }: { form: HgnForm }) {
  return (
    <Stack gap="md">
      {HGN_FOLLOW_UP_FIELDS.map((name, i) => {
        const field = `followUp.${name}`;
        const input = form.getInputProps(field);
        return (
          <HgnQuestionCard key={name} page={5} qno={i + 1} field={field} error={input.error as string | undefined}>
            {({ label, description }) => (
              <Textarea label={label} autosize minRows={2} {...withLengthLimit(input, HGN_FOLLOW_UP_MAX, description)} />
            )}
          </HgnQuestionCard>
        );
      })}
    </Stack>
  );
}
