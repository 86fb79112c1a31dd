import { HGN_FOLLOW_UP_FIELDS, HGN_FOLLOW_UP_MAX } from '@goodhours/domain';
import { Stack, Textarea } from '@mantine/core';
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
              <Textarea label={label} description={description} autosize minRows={2} maxLength={HGN_FOLLOW_UP_MAX} {...input} />
            )}
          </HgnQuestionCard>
        );
      })}
    </Stack>
  );
}
