/** A refused admin command (unknown batch, duplicate e-mail, ...): shown to the operator as is. */
export class AdminError extends Error {}

/** The command line itself is wrong (unknown command, missing or bad flag): shown with the usage text. */
export class AdminUsageError extends AdminError {
  constructor(
    message: string,
    readonly command?: string,
  ) {
    super(message);
  }
}
