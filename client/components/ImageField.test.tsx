// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentScreenshotRules, paymentTexts } from '../../shared/payments';
import { profilePictureRules } from '../../shared/schemas/profile';
import { system } from '../app/theme';
import { screenshotProblem } from '../payments/screenshot-problem';
import { photoProblem } from '../student/profile/profile-form';
import { ImageField, imageRulesHint } from './ImageField';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The field as a form holds it: the chosen file and the refusal in the form's state. */
function Form({ avatar }: { avatar?: boolean }) {
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onChoose = (file: File | null, refusal: string | null) => {
    setChosen(file);
    setProblem(refusal);
  };
  return (
    <ChakraProvider value={system}>
      {avatar ? (
        <ImageField
          label="Profile picture"
          rules={profilePictureRules}
          problemOf={photoProblem}
          chooseText={{ first: 'Choose photo', again: 'Choose another photo' }}
          avatar={{ name: 'Asha Verma', storedUrl: '/media/asha.png' }}
          chosen={chosen}
          problem={problem}
          onChoose={onChoose}
        />
      ) : (
        <ImageField
          label="Screenshot of the payment (optional)"
          rules={paymentScreenshotRules}
          problemOf={screenshotProblem}
          chosen={chosen}
          problem={problem}
          onChoose={onChoose}
        />
      )}
    </ChakraProvider>
  );
}

const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('the image field of the payment screenshot and the profile picture', () => {
  it('states the rules, names a chosen image and lets it be removed', async () => {
    const user = userEvent.setup();
    render(<Form />);
    expect(screen.getByText('PNG, JPEG, GIF or WebP, up to 2 MB.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Screenshot of the payment (optional)'), png('gpay.png'));
    expect(screen.getByText('Selected: gpay.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose another' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('Selected: gpay.png')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
  });

  it('refuses a file that is not an image, or too large, at once and says why', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Form />);
    const field = screen.getByLabelText('Screenshot of the payment (optional)');
    await user.upload(field, new File(['%PDF'], 'bill.pdf', { type: 'application/pdf' }));
    expect(screen.getByText(paymentTexts.screenshotNotImage)).toBeInTheDocument();
    expect(screen.queryByText('Selected: bill.pdf')).not.toBeInTheDocument();
    await user.upload(field, png('huge.png', paymentScreenshotRules.maxBytes + 1));
    expect(screen.getByText(paymentTexts.screenshotTooLarge(2))).toBeInTheDocument();
    await user.upload(field, png('ok.png'));
    expect(screen.queryByText(paymentTexts.screenshotTooLarge(2))).not.toBeInTheDocument();
    expect(screen.getByText('Selected: ok.png')).toBeInTheDocument();
  });

  it('shows the stored picture, then a preview of the chosen one, as the profile picture', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<Form avatar />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/asha.png');
    await user.upload(screen.getByLabelText('Profile picture'), png('asha.png'));
    expect(screen.getByText('Selected: asha.png')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByRole('button', { name: 'Choose another photo' })).toBeInTheDocument();
  });

  it('words the rules from the types and size the server checks', () => {
    expect(imageRulesHint({ maxBytes: 1024 * 1024, types: ['image/png', 'image/jpeg'] })).toBe(
      'PNG or JPEG, up to 1 MB.',
    );
  });
});
