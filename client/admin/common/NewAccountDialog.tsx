import type { ReactNode } from 'react';
import { useState } from 'react';
import type { z } from 'zod';
import type { PersonRef } from '../../../shared/schemas/admin';
import { FormDialog } from '../../components/FormDialog';
import { fieldErrors } from './error-text';
import { noPersonDetails, type PersonDetails, PersonFields } from './PersonFields';
import { fullName } from './person-name';
import { RefusalMessage } from './RefusalMessage';
import { problemsByField } from './schema-problems';
import { useAdminWrite } from './useAdminWrite';
import { writeDialogProps } from './write-dialog';

type NewAccountDialogProps<Body> = {
  title: string;
  /** The write's shared schema: its words show under each field before anything is sent. */
  schema: z.ZodType<Body>;
  /** The write body, from the person's details and the dialog's own fields. */
  bodyOf: (person: PersonDetails) => Record<string, unknown>;
  /** What the form asks beyond the schema (a student's form requires a batch), by field. */
  formProblems?: Record<string, string>;
  create: (body: Body) => Promise<PersonRef>;
  onClose: () => void;
  /** The dialog's own fields, below the name and e-mail, given the problems to show under them. */
  children?: (problems: Record<string, string>) => ReactNode;
};

/** A new account, created with its invitation e-mail: the person's name and e-mail, then the rest. */
export function NewAccountDialog<Body>({
  title,
  schema,
  bodyOf,
  formProblems = {},
  create,
  onClose,
  children,
}: NewAccountDialogProps<Body>) {
  const [person, setPerson] = useState(noPersonDetails);
  const [checked, setChecked] = useState(false);
  const write = useAdminWrite({
    write: (body: Body) => create(body),
    success: (created) => `${fullName(created)} added. An invitation was sent to ${created.email}.`,
    toastErrors: false,
  });
  const parsed = schema.safeParse(bodyOf(person));
  const found = { ...(parsed.success ? {} : problemsByField(parsed.error)), ...formProblems };
  const problems = { ...(checked ? found : {}), ...fieldErrors(write.error) };
  /** The body once every field is right; from the first try on, the problems show under the fields. */
  const completeBody = () => {
    setChecked(true);
    return parsed.success && Object.keys(found).length === 0 ? parsed.data : null;
  };

  return (
    <FormDialog
      open
      title={title}
      maxWidthPx={520}
      submitLabel="Create and invite"
      busyLabel="Creating..."
      {...writeDialogProps(write, completeBody, onClose)}
    >
      <RefusalMessage error={write.error} />
      <PersonFields value={person} onChange={setPerson} problems={problems} />
      {children?.(problems)}
    </FormDialog>
  );
}
