import { ANSWER_LIMITS, answerKind, type AnswerValue, type FormQuestion } from '@goodhours/domain';
import { Checkbox, MultiSelect, Radio, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { lengthLimitText } from '../../components/length-limit';

interface Props {
  question: FormQuestion;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  error?: string | undefined;
  disabled?: boolean;
}

const asText = (v: AnswerValue | undefined) => (typeof v === 'string' ? v : '');
const asList = (v: AnswerValue | undefined) => (Array.isArray(v) ? v : []);

/**
 * One question as a field of the kind its type asks for: a line, a paragraph, options, a date or
 * an email address. A text shows its limit as it fills; past it, the form's rule says so.
 */
export function AnswerField({ question: q, value, onChange, error, disabled = false }: Props) {
  const common = { label: q.text, required: q.required, error, disabled };
  switch (answerKind(q.type)) {
    case 'text':
      return (
        <TextInput
          {...common}
          description={lengthLimitText(asText(value).length, ANSWER_LIMITS.text)}
          value={asText(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'longText':
      return (
        <Textarea
          {...common}
          description={lengthLimitText(asText(value).length, ANSWER_LIMITS.longText)}
          autosize
          minRows={3}
          maxRows={12}
          value={asText(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'email':
      return (
        <TextInput {...common} type="email" autoComplete="email" value={asText(value)} onChange={(e) => onChange(e.currentTarget.value)} />
      );
    case 'date':
      return <TextInput {...common} type="date" value={asText(value)} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'one':
      if (q.type === 'radio') {
        return (
          <Radio.Group {...common} withAsterisk={q.required} value={asText(value) || null} onChange={onChange}>
            <Stack gap={6} mt={6}>
              {q.options.map((o) => (
                <Radio key={o} value={o} label={o} disabled={disabled} />
              ))}
            </Stack>
          </Radio.Group>
        );
      }
      return (
        <Select
          {...common}
          data={q.options}
          value={asText(value) || null}
          onChange={(v) => onChange(v ?? '')}
          clearable={!q.required}
          placeholder="Choose one"
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'many':
      if (q.type === 'checkbox') {
        return (
          <Checkbox.Group {...common} withAsterisk={q.required} value={asList(value)} onChange={onChange}>
            <Stack gap={6} mt={6}>
              {q.options.map((o) => (
                <Checkbox key={o} value={o} label={o} disabled={disabled} />
              ))}
            </Stack>
          </Checkbox.Group>
        );
      }
      return <MultiSelect {...common} data={q.options} value={asList(value)} onChange={onChange} placeholder="Choose any" clearable />;
  }
}
