import { Avatar, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ImageUp } from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { FormField } from './FormField';

/** The images an upload takes, as shared/ states them for the server's own check. */
export type ImageRules = { readonly maxBytes: number; readonly types: readonly string[] };

/** What the field says of the rules before a file is chosen, e.g. "PNG, JPEG, GIF or WebP, up to 2 MB." */
export function imageRulesHint(rules: ImageRules): string {
  const names = rules.types.map((type) => (type === 'image/webp' ? 'WebP' : type.slice(6).toUpperCase()));
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0];
  return `${listed}, up to ${rules.maxBytes / (1024 * 1024)} MB.`;
}

type ImageFieldProps = {
  label: string;
  rules: ImageRules;
  /** Why a chosen file cannot be sent, or null when it can (the server checks again). */
  problemOf: (file: File) => string | null;
  chosen: File | null;
  problem: string | null;
  onChoose: (file: File | null, problem: string | null) => void;
  /** The button's words before and after a file is chosen. */
  chooseText?: { first: string; again: string };
  /** A round picture beside the button: the stored one (or initials) until a file is chosen, then it. */
  avatar?: { name: string; storedUrl: string | null };
};

/**
 * One image to upload with a form (a profile picture, a payment's screenshot): a button opens the
 * device's picker, a refused file says why at once, a chosen one is named and can be removed.
 */
export function ImageField({
  label,
  rules,
  problemOf,
  chosen,
  problem,
  onChoose,
  chooseText = { first: 'Choose image', again: 'Choose another' },
  avatar,
}: ImageFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const previewUrl = useMemo(() => (avatar && chosen ? URL.createObjectURL(chosen) : null), [avatar, chosen]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  const shownUrl = previewUrl ?? avatar?.storedUrl ?? null;

  return (
    <FormField label={label} htmlFor={inputId} error={problem}>
      <HStack gap="4" align="center">
        {avatar && (
          <Avatar.Root size="2xl" colorPalette="brand" flexShrink={0}>
            <Avatar.Fallback name={avatar.name} />
            {shownUrl && <Avatar.Image src={shownUrl} alt="" />}
          </Avatar.Root>
        )}
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
              <ImageUp size={16} aria-hidden />
              {chosen ? chooseText.again : chooseText.first}
            </Button>
            {chosen && (
              <Button variant="ghost" size="sm" onClick={() => onChoose(null, null)}>
                Remove
              </Button>
            )}
          </HStack>
          <Text fontSize="sm" color="gray.700" overflowWrap="anywhere">
            {chosen ? `Selected: ${chosen.name}` : imageRulesHint(rules)}
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
            const refusal = file ? problemOf(file) : null;
            onChoose(refusal ? null : file, refusal);
            // Choosing the same file again after a refusal must fire a change again.
            event.target.value = '';
          }}
        />
      </VisuallyHidden>
    </FormField>
  );
}
