import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';
import { warmParts } from '@/test/warmParts';

warmParts(() => import('@/pages/auth/LawyerProfileFormBody'));

const professional = {
  _id: 'P1',
  name: 'Adv. Neha Rao',
  email: 'neha@example.in',
  role: 'professional',
  hasPhoto: false,
};
const saved = {
  practiceAreas: ['Property'],
  languages: ['English', 'Tamil'],
  city: 'Chennai',
  state: 'Tamil Nadu',
  officeAddress: 'Chamber 18, Advocates Block, Parrys',
  yearsExperience: 9,
  ratePaise: 4500,
  bio: 'Advocate in Chennai advising on property and tenancy matters for nine years.',
  enrolmentNumber: 'TN/1234/2015',
  barCouncil: 'Bar Council of Tamil Nadu',
  enrolmentYear: 2015,
};
const certificate = {
  name: 'enrolment.pdf',
  mime: 'application/pdf',
  size: 9,
  uploadedAt: '2026-03-05T10:00:00.000Z',
};

function open(profile: typeof saved | null) {
  const puts: unknown[] = [];
  const route: FakeRoute = (r) => {
    if (r.path === '/api/validate-token') return jsonReply(200, professional);
    if (r.path === '/api/profile/lawyer' && r.method === 'GET')
      return jsonReply(200, {
        _id: 'P1',
        profile,
        status: profile ? 'rejected' : null,
        rejectionReason: null,
        certificate: null,
      });
    if (r.path === '/api/profile/lawyer' && r.method === 'PUT') {
      puts.push(r.body);
      return jsonReply(200, {
        _id: 'P1',
        profile: r.body,
        status: 'pending',
        rejectionReason: null,
        certificate: null,
      });
    }
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'P1' }, route });
  const file = new File(['%PDF-1.4'], 'enrolment.pdf', { type: 'application/pdf' });
  const openFiles = vi.fn(async () => [file]);
  test.store.platform.openFiles = openFiles;
  const upload = vi.fn(async () => ({
    _id: 'P1',
    profile: saved,
    status: 'pending',
    rejectionReason: null,
    certificate,
  }));
  (test.store.api as { callMultipart: unknown }).callMultipart = upload;
  renderRoute('/account-creation/profile', test.store);
  return { puts, upload, openFiles, file };
}

describe('LawyerProfileStepPage', () => {
  it('names every required field and sends nothing while they are missing', async () => {
    const { puts, upload } = open(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for verification' }));
    for (const message of [
      'Select at least one practice area.',
      'Select at least one language.',
      'City is required.',
      'State is required.',
      'Office address is required.',
      'Years of experience is required.',
      'Rate is required.',
      'Bio needs at least 30 characters.',
      'Enrolment number looks like D/1234/2012.',
      'State Bar Council is required.',
      'Year of enrolment is required.',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(puts).toEqual([]);
    expect(upload).not.toHaveBeenCalled();
  });

  it('asks for the certificate, then sends the profile with the rate in paise and uploads the certificate', async () => {
    const { puts, upload, openFiles, file } = open(saved);
    const rate = await screen.findByLabelText('Rate per minute (₹)');
    await waitFor(() => expect(rate).toHaveValue('45.00'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(
      await screen.findByText('Please attach your Bar Council certificate (PDF, PNG or JPEG).'),
    ).toBeInTheDocument();
    expect(puts).toEqual([]);

    await userEvent.clear(rate);
    await userEvent.type(rate, '52.5');
    await userEvent.click(screen.getByRole('button', { name: 'Choose certificate' }));
    expect(openFiles).toHaveBeenCalledWith(expect.objectContaining({ multiple: false }));
    expect(await screen.findByText('enrolment.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit for verification' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    // Names in Devanagari and Tamil are optional: sent empty when not given (issue 56).
    expect(puts).toEqual([{ ...saved, ratePaise: 5250, nameDevanagari: '', nameTamil: '' }]);
    const [declared, , form] = upload.mock.calls[0] as unknown as [{ path: string }, unknown, FormData];
    expect(declared.path).toBe('/api/profile/lawyer/certificate');
    expect((form.get('certificate') as File).name).toBe(file.name);
    expect(
      await screen.findByText('Pending review: an admin is checking your enrolment details.'),
    ).toBeInTheDocument();
  });

  it('asks a profile saved before office addresses existed for one, and sends it', async () => {
    const { puts } = open({ ...saved, officeAddress: '' });
    const rate = await screen.findByLabelText('Rate per minute (₹)');
    await waitFor(() => expect(rate).toHaveValue('45.00'));
    await userEvent.click(screen.getByRole('button', { name: 'Choose certificate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByText('Office address is required.')).toBeInTheDocument();
    expect(puts).toEqual([]);
    await userEvent.type(screen.getByLabelText('Office address'), '12 Armenian Street, George Town');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for verification' }));
    await waitFor(() =>
      expect(puts).toEqual([
        { ...saved, officeAddress: '12 Armenian Street, George Town', nameDevanagari: '', nameTamil: '' },
      ]),
    );
  });
});
