import {
  Alert,
  Box,
  Button,
  chakra,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  classLevels,
  programmeLabels,
  referralSourceLabels,
  referralSources,
} from '../../../shared/admissions';
import { FormField } from '../../components/FormField';
import { focusTarget } from '../../components/focus-target';
import { HydratedForm } from '../../components/HydratedForm';
import { submitInPlace } from '../../components/submit-in-place';
import { TextField } from '../../components/TextField';
import type { FieldProblems, SendOutcome } from './send-application';

type FormKind = 'demo' | 'neet';
type Values = Record<string, string | boolean>;

const loadSender = () => import('./send-application');

const emptyValues: Record<FormKind, Values> = {
  demo: {
    student_name: '',
    class_level: '',
    school: '',
    city: '',
    parent_name: '',
    parent_mobile: '',
    email: '',
    programme: '',
    heard_from: '',
    consent: false,
  },
  neet: { student_name: '', institution: '', city: '', mobile: '', email: '', consent: false },
};

/** The order fields are checked in, so focus goes to the first wrong one as a reader meets it. */
const fieldOrder: Record<FormKind, string[]> = {
  demo: Object.keys(emptyValues.demo),
  neet: ['student_name', 'institution', 'class_level', 'city', 'mobile', 'email', 'consent'],
};

/**
 * The academy's own application form (/apply-demo, /apply-neet): checked in the browser with the
 * schema the server uses (loaded once the page is usable), every problem written under its field,
 * and the reference number shown once the application is stored.
 */
export function ApplicationForm({ form }: { form: FormKind }) {
  const [values, setValues] = useState<Values>(emptyValues[form]);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [receipt, setReceipt] = useState<{ reference: string; detail: string } | null>(null);
  const startedAt = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);
  const receiptRef = useRef<HTMLDivElement>(null);
  const [searchParams] = useSearchParams();
  const chosenProgramme = searchParams.get('programme');

  // Chosen after hydration, so the prerendered page and the first client render agree.
  useEffect(() => {
    if (form === 'demo' && (chosenProgramme === 'foundational' || chosenProgramme === 'express')) {
      setValues((current) =>
        current.programme === '' ? { ...current, programme: chosenProgramme } : current,
      );
    }
  }, [form, chosenProgramme]);

  useEffect(() => {
    startedAt.current = Date.now();
    // Fetched while the visitor types, so checking on send waits for nothing.
    void loadSender();
  }, []);
  useEffect(() => {
    if (receipt) receiptRef.current?.focus();
  }, [receipt]);

  const body = (current: Values) => ({
    form,
    ...current,
    ...(form === 'demo'
      ? { class_level: current.class_level === '' ? undefined : Number(current.class_level) }
      : {}),
    website: (formRef.current?.elements.namedItem('website') as HTMLInputElement | null)?.value ?? '',
    started_at: startedAt.current,
  });

  const change = (name: string, value: string | boolean) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // Once a field has been marked wrong, its message follows what is typed.
    if (problems[name]) {
      void loadSender().then(({ checkApplication }) => {
        const now = checkApplication(body(next));
        setProblems((shown) => {
          const { [name]: _, ...rest } = shown;
          return now[name] ? { ...rest, [name]: now[name] } : rest;
        });
      });
    }
  };

  async function submit() {
    setSending(true);
    setRefusal(null);
    let outcome: SendOutcome;
    try {
      outcome = await (await loadSender()).sendApplication(body(values));
    } catch {
      outcome = {
        kind: 'refused',
        text: 'We could not reach the academy. Check your connection and send the form again.',
      };
    }
    setSending(false);
    if (outcome.kind === 'sent') {
      setReceipt(outcome.receipt);
      return;
    }
    if (outcome.kind === 'refused') {
      setProblems({});
      setRefusal(outcome.text);
      return;
    }
    setProblems(outcome.fields);
    const first = fieldOrder[form].find((name) => outcome.fields[name]);
    if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
  }

  if (receipt) {
    return (
      <Box
        ref={receiptRef}
        {...focusTarget}
        role="status"
        border="1px solid {colors.green.200}"
        bg="green.50"
        rounded="lg"
        p={{ base: '5', md: '8' }}
      >
        <Heading as="h2" size="lg" mb="3">
          Application received
        </Heading>
        <Text mb="2">{receipt.detail}</Text>
        <Text fontWeight="semibold">
          Reference number: <span data-testid="application-reference">{receipt.reference}</span>
        </Text>
        <Text mt="3" color="gray.700">
          A confirmation is on its way to {String(values.email).trim()}.
        </Text>
      </Box>
    );
  }

  const text = (
    name: string,
    label: string,
    props: { type?: string; autoComplete?: string; hint?: ReactNode } = {},
  ) => (
    <TextField
      label={label}
      required
      error={problems[name]}
      helperText={props.hint}
      name={name}
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete ?? 'off'}
      value={String(values[name])}
      onChange={(value) => change(name, value)}
    />
  );

  const select = (name: string, label: string, options: [string, string][]) => (
    <FormField label={label} required error={problems[name]}>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={String(values[name])}
          onChange={(event) => change(name, event.currentTarget.value)}
        >
          <option value="">Choose…</option>
          {options.map(([value, optionLabel]) => (
            <option key={value} value={value}>
              {optionLabel}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );

  const mobileHint = 'Ten digits for an Indian number; start with + and the country code otherwise.';

  return (
    <HydratedForm ref={formRef} onSubmit={submitInPlace(submit)} noValidate aria-label="Application form">
      <Stack gap="5">
        {refusal ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{refusal}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Text color="gray.700" fontSize="sm">
          Fields marked <span aria-hidden="true">*</span>
          <Box as="span" srOnly>
            with an asterisk
          </Box>{' '}
          are required.
        </Text>
        {text('student_name', "Student's full name", { autoComplete: form === 'neet' ? 'name' : 'off' })}
        {form === 'demo' ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {select(
              'class_level',
              'Class',
              classLevels.map((level) => [String(level), `Class ${level}`]),
            )}
            {text('school', 'School')}
          </SimpleGrid>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {text('institution', 'Government institution')}
            <FormField label="Class" helperText="The free NEET programme is for students of class 12.">
              <Input name="class_level" value="Class 12" readOnly bg="gray.50" />
            </FormField>
          </SimpleGrid>
        )}
        {text('city', 'City', { autoComplete: 'address-level2' })}
        {form === 'demo' ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {text('parent_name', "Parent's name")}
            {text('parent_mobile', "Parent's mobile", { type: 'tel', autoComplete: 'tel', hint: mobileHint })}
          </SimpleGrid>
        ) : (
          text('mobile', 'Mobile', { type: 'tel', autoComplete: 'tel', hint: mobileHint })
        )}
        {text('email', 'E-mail', { type: 'email', autoComplete: 'email' })}
        {form === 'demo' ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {select('programme', 'Programme', [
              ['foundational', programmeLabels.foundational],
              ['express', programmeLabels.express],
            ])}
            {select(
              'heard_from',
              'How did you hear of us?',
              referralSources.map((source) => [source, referralSourceLabels[source]]),
            )}
          </SimpleGrid>
        ) : null}
        {/* Hidden from people and from assistive technology: only a bot fills it in. */}
        <Box
          aria-hidden="true"
          position="absolute"
          left="-10000px"
          width="1px"
          height="1px"
          overflow="hidden"
        >
          <label>
            Website
            <input name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </Box>
        {/* A native checkbox: the public pages' script budget has no room for a widget that does the same. */}
        <Field.Root required invalid={Boolean(problems.consent)}>
          <HStack as="label" align="flex-start" gap="3" cursor="pointer">
            <chakra.input
              type="checkbox"
              name="consent"
              checked={values.consent === true}
              onChange={(event) => change('consent', event.currentTarget.checked)}
              aria-invalid={problems.consent ? true : undefined}
              aria-describedby={problems.consent ? 'consent-problem' : undefined}
              width="5"
              height="5"
              mt="0.5"
              flexShrink="0"
              accentColor="brand.600"
            />
            <Text>I agree that the academy may contact me by phone or e-mail about this application.</Text>
          </HStack>
          <Field.ErrorText id="consent-problem" color="red.700">
            {problems.consent}
          </Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          alignSelf={{ base: 'stretch', md: 'flex-start' }}
          loading={sending}
          loadingText="Sending…"
        >
          Send application
        </Button>
      </Stack>
    </HydratedForm>
  );
}
