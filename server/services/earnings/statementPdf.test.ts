// The earnings statement in the lawyer's language (issue 56): labels, month, dates and the TDS reason of each
// line in Hindi or Tamil; a client's name in any script and ₹ as printed (poppler's pdftotext reads them back).
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tdsRateOn, tdsReasons, type LedgerLine } from '@contract';
import { pdftotext } from '../../test/pdfText';
import { statementPdf } from './statementPdf';

const rate = tdsRateOn('2030-01-08');
const line: LedgerLine = {
  _id: 'l1',
  kind: 'consultation',
  date: '2030-01-08T06:00:00.000Z',
  description: 'Consultation: Lease review',
  counterpart: 'अनीता देसाई',
  grossPaise: 1_00_110,
  feePaise: 0,
  gstPaise: 0,
  tdsPaise: 5_006,
  netPaise: 95_104,
  tdsBasisPoints: rate.noPanBasisPoints,
  tdsReason: tdsReasons.noPan(rate),
};
const totals = { grossPaise: 1_00_110, feePaise: 0, gstPaise: 0, tdsPaise: 5_006, netPaise: 95_104 };
const statement = (language: 'English' | 'Hindi' | 'Tamil') =>
  statementPdf({ month: '2030-01', lawyerName: 'ராஜா', lines: [line], totals, feeBasisPoints: 0, language });

describe('earnings statement PDF in three scripts', () => {
  it('prints English labels with ₹ and the names as written', async () => {
    const text = pdftotext(await statement('English'));
    expect(text).toContain('EARNINGS STATEMENT');
    expect(text).toContain('ராஜா - 2030-01');
    expect(text).toContain('अनीता देसाई');
    expect(text).toContain('₹1,001.10');
    expect(text).toContain('TDS 5 %: no PAN given');
    expect(text).not.toContain('?');
  });

  it('prints in Hindi and in Tamil, the TDS reason too', async () => {
    const hindi = await statement('Hindi');
    if (process.env.LEXSETU_PDF_OUT) writeFileSync(`${process.env.LEXSETU_PDF_OUT}/statement-hi.pdf`, hindi);
    const hi = pdftotext(hindi);
    expect(hi).toContain('कमाई विवरण');
    expect(hi).toContain('ராஜா - जनवरी 2030');
    expect(hi).toContain('08/01/2030');
    expect(hi).toContain('टीडीएस 5 %: पैन नहीं दिया गया');
    const ta = pdftotext(await statement('Tamil'));
    expect(ta).toContain('வருவாய் அறிக்கை');
    expect(ta).toContain('டிடிஎஸ் 5 %: பான் வழங்கப்படவில்லை');
    expect(ta).toContain('₹951.04');
  });
});
