import { HGN_HANDLE_MAX, HGN_NAME_MAX } from '@goodhours/domain';
import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useContext } from 'react';
import { withLengthLimit } from '../../components/length-limit';
import { hgnFieldId } from './hgn-form-values';
import type { HgnForm } from './hgn-inputs';
import { HgnQuestionsContext } from './hgn-question';
import classes from './hgn-questionnaire.module.css';

/** Page 1 (document 3 §2.3): name, email, GitHub and Slack, with a box for a Slack name that is the person's name. */
export function HgnUserInfoFields({ form }: { form: HgnForm }) {
  const { readOnly } = useContext(HgnQuestionsContext);
  const { name, slackIsName } = form.values.userInfo;
  const slack = form.getInputProps('userInfo.slack');
  return (
    <fieldset className={classes.plain} disabled={readOnly}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            id={hgnFieldId('userInfo.name')}
            label="Name"
            required
            autoComplete="name"
            {...withLengthLimit(form.getInputProps('userInfo.name'), HGN_NAME_MAX)}
          />
          <TextInput
            id={hgnFieldId('userInfo.email')}
            label="Email"
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('userInfo.email')}
          />
          <TextInput
            id={hgnFieldId('userInfo.github')}
            label="GitHub"
            {...withLengthLimit(form.getInputProps('userInfo.github'), HGN_HANDLE_MAX, 'Your GitHub user name')}
          />
          <TextInput
            id={hgnFieldId('userInfo.slack')}
            label="Slack"
            {...withLengthLimit({ ...slack, value: slackIsName ? name : (slack.value as string) }, HGN_HANDLE_MAX, 'Your name on Slack')}
            disabled={slackIsName || readOnly}
          />
        </SimpleGrid>
        <Checkbox label="My Slack name is the same as my name" {...form.getInputProps('userInfo.slackIsName', { type: 'checkbox' })} />
      </Stack>
    </fieldset>
  );
}
