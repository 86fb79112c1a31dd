import {
  agreementSectionsOf,
  TSA_AVAILABILITY,
  TSA_DESIGN_RATINGS,
  TSA_EXPERIENCE,
  TSA_EXPERTISE,
  TSA_INFRASTRUCTURE_RATINGS,
  TSA_INTEREST,
  TSA_MEETING_TIMES,
  TSA_PAGES,
  TSA_PARTICIPATION_RATINGS,
  TSA_TEXT_MAX,
  TSA_TIME_COMMITMENT,
  type TsaField,
} from '@goodhours/domain';
import { Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AgreementQuestion, BoxesQuestion, ChoiceQuestion, RatingQuestion, TextQuestion } from './tsa-fields';
import type { TsaBoxesField, TsaRatingField, TsaValues } from './tsa-form-values';

type TsaForm = UseFormReturnType<TsaValues>;

/** Binds the questions to the form: each answer's value, its change (which clears its problem) and its problem. */
function binder(form: TsaForm) {
  const error = (field: TsaField) => {
    const e = form.errors[field];
    return typeof e === 'string' ? e : undefined;
  };
  const set = (field: TsaField) => (value: unknown) => form.setFieldValue(field, value as never);
  return {
    text: (field: Exclude<TsaField, TsaRatingField | TsaBoxesField>) => ({
      field,
      value: form.values[field],
      onChange: set(field),
      error: error(field),
    }),
    rating: (field: TsaRatingField) => ({ field, value: form.values[field], onChange: set(field), error: error(field) }),
    boxes: (field: TsaBoxesField) => ({ field, value: form.values[field], onChange: set(field), error: error(field) }),
  };
}

function Scale({ page }: { page: number }) {
  const scale = TSA_PAGES[page - 1]?.scale;
  return scale ? <Text size="sm">{scale}</Text> : null;
}

/** The questions of one page (1 to 7), in the order its rules check them. */
export function TsaPageQuestions({ page, form }: { page: number; form: TsaForm }) {
  const b = binder(form);
  switch (page) {
    case 1:
      return (
        <>
          <TextQuestion {...b.text('email')} required max={null} autoComplete="email" />
          <TextQuestion {...b.text('fullname')} required max={TSA_TEXT_MAX.name} autoComplete="name" />
          <TextQuestion {...b.text('professionaltitle')} max={TSA_TEXT_MAX.title} autoComplete="organization-title" />
          <ChoiceQuestion {...b.text('professionalExperience')} options={TSA_EXPERIENCE} />
          <BoxesQuestion {...b.boxes('areaofExpertise')} options={TSA_EXPERTISE} other={b.text('otherExpertise')} />
        </>
      );
    case 2:
      return (
        <>
          <ChoiceQuestion {...b.text('interested')} options={TSA_INTEREST} />
          <ChoiceQuestion {...b.text('availability')} options={TSA_AVAILABILITY} other={b.text('otherAvailability')} />
          <Scale page={2} />
          {TSA_INFRASTRUCTURE_RATINGS.map((field) => (
            <RatingQuestion key={field} {...b.rating(field)} />
          ))}
        </>
      );
    case 3:
      return (
        <>
          <Scale page={3} />
          {TSA_PARTICIPATION_RATINGS.map((field) => (
            <RatingQuestion key={field} {...b.rating(field)} />
          ))}
          <BoxesQuestion {...b.boxes('meetingAvailability')} options={TSA_MEETING_TIMES} other={b.text('meetingAvailabilityOther')} />
          <TextQuestion {...b.text('otherInterest')} long max={TSA_TEXT_MAX.paragraph} />
          <BoxesQuestion {...b.boxes('timeCommitment')} options={TSA_TIME_COMMITMENT} other={b.text('timeCommitmentOther')} />
        </>
      );
    case 4:
      return (
        <>
          <Scale page={4} />
          {TSA_DESIGN_RATINGS.map((field) => (
            <RatingQuestion key={field} {...b.rating(field)} />
          ))}
          <TextQuestion {...b.text('certifications')} long max={TSA_TEXT_MAX.paragraph} />
        </>
      );
    default:
      return (
        <>
          {agreementSectionsOf(page).map((section) => (
            <AgreementQuestion key={section.field} section={section} {...b.text(section.field)} />
          ))}
          {page === 7 && (
            <TextQuestion
              {...b.text('sign')}
              required
              max={TSA_TEXT_MAX.name}
              autoComplete="name"
              description="Your first and last name, each starting with a capital letter."
            />
          )}
        </>
      );
  }
}
