import { paymentScreenshotRules, paymentTexts } from '../../shared/payments';

/** Why a chosen file cannot go with the reference, or null when it can (the server checks again). */
export function screenshotProblem(file: File): string | null {
  if (!(paymentScreenshotRules.types as readonly string[]).includes(file.type))
    return paymentTexts.screenshotNotImage;
  if (file.size > paymentScreenshotRules.maxBytes)
    return paymentTexts.screenshotTooLarge(paymentScreenshotRules.maxBytes / (1024 * 1024));
  return null;
}
