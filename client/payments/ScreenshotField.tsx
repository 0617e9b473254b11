import { Button, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ImageUp } from 'lucide-react';
import { useId, useRef } from 'react';
import { paymentScreenshotRules, paymentTexts } from '../../shared/payments';
import { FormField } from '../components/FormField';

const megabytes = paymentScreenshotRules.maxBytes / (1024 * 1024);

/** Why a chosen file cannot go with the reference, or null when it can (the server checks again). */
export function screenshotProblem(file: File): string | null {
  if (!(paymentScreenshotRules.types as readonly string[]).includes(file.type))
    return paymentTexts.screenshotNotImage;
  if (file.size > paymentScreenshotRules.maxBytes) return paymentTexts.screenshotTooLarge(megabytes);
  return null;
}

type ScreenshotFieldProps = {
  chosen: File | null;
  problem: string | null;
  onChoose: (file: File | null, problem: string | null) => void;
};

/** An optional screenshot of the payment app's confirmation, which helps the staff find the payment. */
export function ScreenshotField({ chosen, problem, onChoose }: ScreenshotFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <FormField label="Screenshot of the payment (optional)" htmlFor={inputId} error={problem}>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
          <ImageUp size={16} aria-hidden />
          {chosen ? 'Choose another' : 'Choose image'}
        </Button>
        {chosen && (
          <Button variant="ghost" size="sm" onClick={() => onChoose(null, null)}>
            Remove
          </Button>
        )}
        <Text fontSize="sm" color="gray.700" wordBreak="break-all">
          {chosen ? `Selected: ${chosen.name}` : `PNG, JPEG, GIF or WebP, up to ${megabytes} MB.`}
        </Text>
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
            const refusal = file ? screenshotProblem(file) : null;
            onChoose(refusal ? null : file, refusal);
            // Choosing the same file again after a refusal must fire a change again.
            event.target.value = '';
          }}
        />
      </VisuallyHidden>
    </FormField>
  );
}
