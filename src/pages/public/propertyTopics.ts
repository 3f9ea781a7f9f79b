// General information on property registration in India, behind the seven topic buttons of the spec.
// Not legal advice: every panel ends with a 'Talk to a lawyer' link. Figures are the ones fixed by central
// law; state rules (stamp duty rates, fees) vary and are described as such. English source texts (msg), shown
// with t() in the reader's language.
import { msg } from '@/i18n/language';

export interface PropertyTopic {
  id: string;
  label: string;
  paragraphs: string[];
}

export const propertyTopics: readonly PropertyTopic[] = [
  {
    id: 'mandatory',
    label: msg('Registration is mandatory'),
    paragraphs: [
      msg(
        'Under Section 17 of the Registration Act, 1908, documents that transfer or create a right in immovable property worth ₹100 or more must be registered: sale deeds, gift deeds, leases of more than a year and most mortgages.',
      ),
      msg(
        'An unregistered document that had to be registered does not transfer the property and, with few exceptions, cannot be used as evidence of the transaction in court (Section 49).',
      ),
      msg(
        'Registration happens at the office of the Sub-Registrar of the area where the property lies. Many states now let you book the appointment and pay fees online.',
      ),
    ],
  },
  {
    id: 'stamp-duty',
    label: msg('Required stamp duty'),
    paragraphs: [
      msg(
        'Stamp duty is a state tax on the document, paid before or at the time of registration. Rates are set by each state and usually lie between 3% and 8% of the market value or the agreed price, whichever is higher.',
      ),
      msg(
        'Many states charge a lower rate when a woman buys or co-owns the property. A registration fee, commonly about 1% of the value and capped in some states, is paid in addition.',
      ),
      msg(
        'Stamp duty can be paid through e-stamping (SHCIL), franking or non-judicial stamp paper, depending on the state. An under-stamped document can be impounded and attracts a penalty.',
      ),
    ],
  },
  {
    id: 'documents',
    label: msg('Documents required'),
    paragraphs: [
      msg('The original document to be registered, signed by the parties, with the stamp duty paid.'),
      msg(
        'Identity proof (Aadhaar, passport or voter ID) and PAN card of buyer and seller, and passport-size photographs of both parties and of two witnesses with their identity proofs.',
      ),
      msg(
        'Proof of title of the seller (previous sale deed), latest property tax receipt, encumbrance certificate and, for flats, the builder’s approvals and possession letter. A power of attorney, if someone signs for a party.',
      ),
    ],
  },
  {
    id: 'possession-certificate',
    label: msg('Possession certificate'),
    paragraphs: [
      msg(
        'A possession certificate (or possession letter) records the date on which the buyer takes physical possession of the property. For new flats it is issued by the builder or development authority.',
      ),
      msg(
        'Banks usually ask for it before releasing the final instalment of a home loan, and it is needed to apply for electricity and water connections and to transfer property tax records.',
      ),
      msg(
        'It does not replace the registered sale deed: ownership passes through the registered deed, while the certificate proves possession.',
      ),
    ],
  },
  {
    id: 'consent-letter',
    label: msg('Consent letter'),
    paragraphs: [
      msg(
        'A consent letter or no-objection certificate is a written approval from someone whose rights the transaction affects: a co-owner, a housing society, the lender holding a mortgage, or the development authority for leasehold land.',
      ),
      msg(
        'Societies and authorities often require their NOC before transferring the membership or the lease, and sub-registrars may ask for it before registering the sale.',
      ),
      msg(
        'The letter should name the property, the parties and the transaction, be signed by the person giving consent, and be kept with the registered documents.',
      ),
    ],
  },
  {
    id: 'time-limit',
    label: msg('Time limit for registration'),
    paragraphs: [
      msg(
        'Section 23 of the Registration Act, 1908 requires a document to be presented for registration within four months of the date it was signed.',
      ),
      msg(
        'If the deadline is missed because of an urgent necessity or an unavoidable accident, the Registrar may accept it within a further four months on payment of a fine of up to ten times the registration fee (Section 25).',
      ),
      msg(
        'Stamp duty must be paid before or at signing; paying it late also attracts a penalty under the state’s Stamp Act.',
      ),
    ],
  },
  {
    id: 'mortgage',
    label: msg('Mortgage policies'),
    paragraphs: [
      msg(
        'A mortgage transfers an interest in the property as security for a loan (Transfer of Property Act, 1882). A registered mortgage deed is needed for a simple mortgage; a mortgage by deposit of title deeds (equitable mortgage), used by most banks for home loans, needs no registered deed in most states.',
      ),
      msg(
        'Banks keep the original title documents until the loan is repaid and may record the charge with CERSAI. Stamp duty on mortgage deeds is set by each state.',
      ),
      msg(
        'On repayment, collect the original documents and a no-dues letter, and where a mortgage deed was registered, register a release (reconveyance) deed so the charge is cleared from the records.',
      ),
    ],
  },
];
