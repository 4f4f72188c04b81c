type Issue = { instancePath?: string; message?: string };

/**
 * Turns schema failures into `{message, errors: {field: [..]}}`, dropping the body's wrapper key.
 * Field names come from the request (a key the client sent can name the field), so they are
 * gathered in a Map: on a plain object a field called `constructor` or `__proto__` would find
 * Object.prototype's members instead of its own list.
 */
export function validationBody(issues: Issue[], context: string | undefined) {
  const errors = new Map<string, string[]>();
  for (const issue of issues) {
    const parts = (issue.instancePath ?? '').split('/').filter(Boolean);
    const field =
      (context === 'body' && parts.length > 1 ? parts.slice(1) : parts).join('.') ||
      context ||
      'body';
    const messages = errors.get(field) ?? [];
    messages.push(issue.message ?? 'is invalid');
    errors.set(field, messages);
  }
  const [first] = errors;
  const message = first ? `${first[0]} ${first[1][0]}` : 'Validation failed';
  // fromEntries defines each field as an own property, `__proto__` included.
  return { message: `Validation failed: ${message}`, errors: Object.fromEntries(errors) };
}
