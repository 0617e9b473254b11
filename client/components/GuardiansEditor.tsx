import { Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { attendanceTexts } from '../../shared/attendance-texts';
import {
  type Guardian,
  type GuardianList,
  type GuardiansWrite,
  guardianRelations,
  guardiansWrite,
} from '../../shared/schemas/attendance';
import { ApiRequestError } from '../data/errors';
import { notify } from './notify';
import { labelledOptions, SelectField } from './SelectField';
import { TextField } from './TextField';

const blank: Guardian = { name: '', relation: 'mother', email: '', mobile: '', has_account: false };

/** The first reason for each field of a refusal, keyed like `guardians.0.email`. */
function refusedFields(error: unknown): Record<string, string> {
  const fields =
    error instanceof ApiRequestError ? (error.body as { fields?: unknown } | null)?.fields : null;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, string[]>).map(([key, reasons]) => [
      key,
      String(reasons?.[0] ?? ''),
    ]),
  );
}

/**
 * One or two guardians (name, relation, e-mail, mobile), checked with the server's own rules before
 * they are sent; the student's profile and the admin's student dialog both use it.
 */
export function GuardiansEditor({
  initial,
  save,
  headingLevel = 'h2',
}: {
  initial: GuardianList;
  save: (guardians: GuardiansWrite['guardians']) => Promise<GuardianList>;
  headingLevel?: 'h2' | 'h3';
}) {
  const [list, setList] = useState<Guardian[]>(initial.guardians.length > 0 ? initial.guardians : [blank]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      setList(saved.guardians);
      setProblems({});
      notify.success(attendanceTexts.guardiansSaved);
    },
    onError: (error) => {
      setProblems(refusedFields(error));
      notify.error(
        error instanceof ApiRequestError && error.detail
          ? `${attendanceTexts.guardiansFailed} ${error.detail}`
          : attendanceTexts.guardiansFailed,
      );
    },
  });
  const submit = () => {
    const checked = guardiansWrite.safeParse({ guardians: list });
    if (!checked.success) {
      setProblems(
        Object.fromEntries(
          checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]).reverse(),
        ),
      );
      return;
    }
    setProblems({});
    mutation.mutate(checked.data.guardians);
  };
  const update = (index: number, change: Partial<Guardian>) =>
    setList((current) =>
      current.map((guardian, at) => (at === index ? { ...guardian, ...change } : guardian)),
    );

  return (
    <form
      aria-labelledby="guardians-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="4">
        <Heading as={headingLevel} size="md" id="guardians-heading">
          Guardians
        </Heading>
        {problems.guardians && (
          <Text role="alert" color="red.700" fontSize="sm">
            {problems.guardians}
          </Text>
        )}
        {list.map((guardian, index) => {
          const field = (name: keyof Guardian) => problems[`guardians.${index}.${name}`];
          const which = index === 0 ? 'First guardian' : 'Second guardian';
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a guardian's place (first, second) is its identity here
            <Stack as="fieldset" key={index} gap="3" borderWidth="1px" borderRadius="md" p="3" bg="white">
              <HStack as="legend" justify="space-between" width="full" px="1">
                <Text fontWeight="semibold">{which}</Text>
              </HStack>
              {guardian.has_account && (
                <Text fontSize="sm" color="fg.muted">
                  {attendanceTexts.guardianHasAccount}
                </Text>
              )}
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                <TextField
                  label="Name"
                  required
                  value={guardian.name}
                  error={field('name')}
                  onChange={(name) => update(index, { name })}
                />
                <SelectField
                  label="Relation"
                  value={guardian.relation}
                  options={labelledOptions(attendanceTexts.relationLabels, guardianRelations)}
                  error={field('relation')}
                  onChange={(relation) => update(index, { relation })}
                />
                <TextField
                  label="E-mail"
                  type="email"
                  value={guardian.email}
                  error={field('email')}
                  onChange={(email) => update(index, { email })}
                />
                <TextField
                  label="Mobile"
                  type="tel"
                  value={guardian.mobile}
                  error={field('mobile')}
                  onChange={(mobile) => update(index, { mobile })}
                />
              </SimpleGrid>
              {index === 1 && (
                <Button
                  variant="ghost"
                  colorPalette="red"
                  size="sm"
                  alignSelf="flex-start"
                  onClick={() => setList((current) => current.slice(0, 1))}
                >
                  <Trash2 size={16} aria-hidden />
                  Remove second guardian
                </Button>
              )}
            </Stack>
          );
        })}
        <HStack gap="2" wrap="wrap">
          {list.length < 2 && (
            <Button variant="outline" onClick={() => setList((current) => [...current, blank])}>
              <Plus size={16} aria-hidden />
              Add a second guardian
            </Button>
          )}
          <Button type="submit" colorPalette="brand" loading={mutation.isPending} loadingText="Saving...">
            Save guardians
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
