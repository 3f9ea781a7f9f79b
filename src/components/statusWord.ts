// Status words as every table and card writes them: sentence case ('Pending payment', 'In progress', 'Refunded'),
// whether the API sent 'refunded', 'in_progress' or 'Paid'.
export function statusWord(status: string): string {
  const words = status.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
