import { Avatar, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { FormField } from '../../components/FormField';
import { photoProblem } from './profile-form';

type PhotoFieldProps = {
  name: string;
  /** The stored picture's URL, shown until a new photo is chosen. */
  storedUrl: string | null;
  chosen: File | null;
  problem: string | null;
  onChoose: (file: File | null, problem: string | null) => void;
};

/** The profile picture: the current one (or initials), a preview of a newly chosen image, its rules. */
export function PhotoField({ name, storedUrl, chosen, problem, onChoose }: PhotoFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const previewUrl = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  return (
    <FormField label="Profile picture" htmlFor={inputId} error={problem}>
      <HStack gap="4" align="center">
        <Avatar.Root size="2xl" colorPalette="brand">
          <Avatar.Fallback name={name} />
          {(previewUrl ?? storedUrl) && <Avatar.Image src={previewUrl ?? storedUrl ?? undefined} alt="" />}
        </Avatar.Root>
        <Stack gap="1">
          <Button variant="outline" size="sm" onClick={() => input.current?.click()} alignSelf="start">
            <Upload size={16} aria-hidden />
            {chosen ? 'Choose another photo' : 'Choose photo'}
          </Button>
          <Text fontSize="sm" color="gray.600">
            {chosen ? `Selected: ${chosen.name}` : 'PNG, JPEG, GIF or WebP, up to 2 MB.'}
          </Text>
        </Stack>
      </HStack>
      <VisuallyHidden>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/*"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            const refusal = file ? photoProblem(file) : null;
            onChoose(refusal ? null : file, refusal);
            // Choosing the same file again after a refusal must fire a change again.
            event.target.value = '';
          }}
        />
      </VisuallyHidden>
    </FormField>
  );
}
