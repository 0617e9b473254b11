import { useState } from 'react';

/** A form's values, starting from `initial`, and a setter of one field. */
export function useFormValues<Values>(initial: Values) {
  const [values, setValues] = useState(initial);
  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));
  return { values, set };
}
