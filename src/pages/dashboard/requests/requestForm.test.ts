import { allTimeSlots, availableTimeSlots } from '@contract';
import { describe, expect, it } from 'vitest';
import { checkFiles, emptyRequestForm, toFormData, validateRequestForm } from './requestForm';

const filled = {
  ...emptyRequestForm('rohan@demo.lexsetu.in'),
  title: 'T',
  description: 'D',
  consultationType: 'Online',
  date: '2099-01-01',
  timing: '10:00 AM',
};

describe('time slots', () => {
  it('runs every 30 minutes from 10:00 AM to 5:30 PM', () => {
    expect(allTimeSlots[0]).toBe('10:00 AM');
    expect(allTimeSlots).toContain('11:30 AM');
    expect(allTimeSlots).toContain('12:00 PM');
    expect(allTimeSlots).toContain('1:00 PM');
    expect(allTimeSlots.at(-1)).toBe('5:30 PM');
    expect(allTimeSlots).toHaveLength(16);
  });

  it('hides past slots today, offers all later and none in the past', () => {
    const now = new Date(2026, 10, 23, 12, 10);
    expect(availableTimeSlots('2026-11-23', now)[0]).toBe('12:30 PM');
    expect(availableTimeSlots('2026-11-24', now)).toHaveLength(16);
    expect(availableTimeSlots('2026-11-22', now)).toEqual([]);
    expect(availableTimeSlots('', now)).toEqual([]);
    expect(availableTimeSlots('2026-11-23', new Date(2026, 10, 23, 17, 30))).toEqual([]);
    expect(availableTimeSlots('2026-11-23', new Date(2026, 10, 23, 8, 0))).toHaveLength(16);
  });
});

describe('validateRequestForm', () => {
  it('asks for every required field', () => {
    expect(validateRequestForm(emptyRequestForm())).toBe('Please fill all required fields.');
    for (const name of ['title', 'description', 'mention', 'consultationType', 'timing', 'date'] as const)
      expect(validateRequestForm({ ...filled, [name]: '  ' })).toBe('Please fill all required fields.');
    expect(validateRequestForm(filled)).toBeNull();
  });

  it('keeps the budget optional but numeric', () => {
    expect(validateRequestForm({ ...filled, budget: '1500' })).toBeNull();
    expect(validateRequestForm({ ...filled, budget: 'abc' })).toBe('Budget must be an amount in rupees.');
    // The API's rule, from the same declared schema: at most 9 digits of rupees and 2 decimals.
    expect(validateRequestForm({ ...filled, budget: '1234567890' })).toBe(
      'Budget must be an amount in rupees.',
    );
    expect(validateRequestForm({ ...filled, budget: '1500.505' })).toBe(
      'Budget must be an amount in rupees.',
    );
    expect(validateRequestForm({ ...filled, budget: '999999999.99' })).toBeNull();
  });

  it("says the API's own reasons for a bad e-mail, slot or title", () => {
    expect(validateRequestForm({ ...filled, mention: 'not-an-email' })).toBe('Please enter a valid email.');
    expect(validateRequestForm({ ...filled, mention: '', mentionId: 'L1' })).toBeNull();
    expect(validateRequestForm({ ...filled, timing: '6:00 PM' })).toBe(
      'Timing must be a 30-minute slot from 10:00 AM to 5:30 PM.',
    );
    expect(validateRequestForm({ ...filled, title: 'x'.repeat(201) })).toBe(
      'Title is too long (200 characters at most).',
    );
  });

  it('limits files to 5, 10 MB each, of the accepted types', () => {
    const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
    expect(checkFiles([file('a.png'), file('b.PDF'), file('c.docx')])).toBeNull();
    expect(checkFiles(Array.from({ length: 6 }, (_, i) => file(`${i}.png`)))).toBe(
      'You can attach up to 5 files.',
    );
    expect(checkFiles([file('x.exe')])).toContain('Unsupported file type: x.exe');
    expect(checkFiles([file('big.pdf', 10 * 1024 * 1024 + 1)])).toBe('big.pdf is larger than 10 MB.');
  });

  it("applies the server's limits when given", () => {
    const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
    const limits = { maxFiles: 2, maxFileMb: 1 };
    expect(checkFiles([file('a.png'), file('b.pdf'), file('c.pdf')], limits)).toBe(
      'You can attach up to 2 files.',
    );
    expect(checkFiles([file('big.pdf', 1024 * 1024 + 1)], limits)).toBe('big.pdf is larger than 1 MB.');
    expect(validateRequestForm(filled, [file('a.png'), file('b.png'), file('c.png')], limits)).toBe(
      'You can attach up to 2 files.',
    );
  });

  it('builds the multipart body with repeated documents', () => {
    const form = toFormData(filled, [new File(['a'], 'a.png'), new File(['b'], 'b.pdf')]);
    expect(form.get('title')).toBe('T');
    expect(form.get('mention')).toBe('rohan@demo.lexsetu.in');
    expect(form.getAll('documents')).toHaveLength(2);
  });
});
