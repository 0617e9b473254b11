/** The words of a reminder: the homework's title and due date, in UTC since the server knows no zone. */
export function reminderMessage(title: string, dueDate: Date): string {
  const due = new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(dueDate);
  return `Reminder: "${title}" is due ${due} UTC. Please submit your work.`;
}
