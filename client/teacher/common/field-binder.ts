/**
 * Binds fields to a form's values (useFormValues): `{...field('topic')}` gives a field the value of
 * that key and a change handler that sets it.
 */
export function fieldBinder<Values>(
  values: Values,
  set: <Key extends keyof Values>(key: Key, value: Values[Key]) => void,
) {
  return <Key extends keyof Values>(key: Key) => ({
    value: values[key],
    onChange: (value: Values[Key]) => set(key, value),
  });
}
