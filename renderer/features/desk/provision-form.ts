/**
 * The provision form's rules: the contract's own field schemas (shared/api/business.ts
 * `ProvisionBody`, so every limit and message is the service's), with an empty box meaning "not
 * given", and the two rules a person would otherwise only meet after sending: an invitation needs
 * the family's email, and a death cannot come before the birth.
 */
import type { IntlShape } from 'react-intl';
import { z } from 'zod';
import { ProvisionBody } from '../../../shared/api/business';
import { datesInOrder } from '../../../shared/api/fields';
import { PROVISION_WORDS } from './desk-words';

const shape = ProvisionBody.shape;
/** An optional field of the contract, where an empty box means "not given". */
const emptyOr = <S extends z.ZodType>(schema: S) => z.union([z.literal(''), schema]);

/** The form's rules, its own problem said in the person's language. */
export const provisionForm = (intl: IntlShape) =>
  z
    .object({
      deceased_name: shape.deceased_name,
      designated_owner: shape.designated_owner,
      action: shape.action.unwrap(),
      birth_date: emptyOr(shape.birth_date.unwrap()),
      death_date: emptyOr(shape.death_date.unwrap()),
      privacy: emptyOr(shape.privacy.unwrap()),
      title: emptyOr(shape.title.unwrap()),
      subtitle: emptyOr(shape.subtitle.unwrap()),
      obituary: emptyOr(shape.obituary.unwrap()),
      family_name: emptyOr(shape.family_name.unwrap()),
      family_email: emptyOr(shape.family_email.unwrap()),
    })
    .superRefine((form, ctx) => {
      if (form.action === 'invite' && form.family_email === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['family_email'],
          message: intl.formatMessage(PROVISION_WORDS.emailNeeded),
        });
      }
      datesInOrder(form, ctx);
    });

export type ProvisionForm = ReturnType<typeof provisionForm>;
export type ProvisionFormValues = z.input<ProvisionForm>;

export const EMPTY_FORM: ProvisionFormValues = {
  deceased_name: '',
  designated_owner: 'family',
  action: 'invite',
  birth_date: '',
  death_date: '',
  privacy: '',
  title: '',
  subtitle: '',
  obituary: '',
  family_name: '',
  family_email: '',
};

/** What is sent: the boxes filled in, nothing empty. */
export function provisionBody(form: z.output<ProvisionForm>): ProvisionBody {
  const body: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) if (value !== '' && value !== undefined) body[name] = value;
  return body as ProvisionBody;
}
