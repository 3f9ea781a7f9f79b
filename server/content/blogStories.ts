// The ten client stories behind the testimonials grid (spec section 2: one slug per testimonial). Editorial
// content versioned with the code: nobody edits it at run time, so it needs no table; the API serves it.
import type { BlogStory } from '@contract';

type Story = Omit<BlogStory, '_id' | 'rating'>;

const stories: Story[] = [
  {
    slug: 'ananya-iyer-flat-registration',
    title: 'How I registered my first flat without a single wasted trip',
    author: 'Ananya Iyer',
    profession: 'Software engineer, Bengaluru',
    comment: 'My lawyer explained stamp duty and the sale deed line by line. Registration took one visit.',
    intro:
      'Buying my first flat in Bengaluru was exciting until the builder handed me a stack of papers and a date at the sub-registrar office.',
    initial_experience:
      'I did not know which documents had to be originals, how much stamp duty to pay, or whether the sale deed protected me at all. Friends gave me five different answers.',
    platform_experience:
      'On LexSetu I filtered for property lawyers who speak Tamil and English and booked a 30-minute video call the same evening. The first consultation cost nothing.',
    consultation: {
      title: 'The consultation',
      content:
        'We went through the draft sale deed clause by clause. My lawyer spotted a missing possession date and an indemnity clause that favoured the builder, and drafted corrections I could send back.',
      advisor_experience:
        'She listed the documents to carry: identity proofs, PAN cards, the e-stamp paper, two photographs, and the builder’s authority letter. She also told me the deed must be registered within four months of signing.',
    },
    value: {
      title: 'What it was worth',
      content:
        'The corrected deed gave me a firm possession date with a penalty for delay. At the sub-registrar office everything was in order and we finished in under two hours.',
    },
    conclusion: {
      title: 'Looking back',
      content:
        'Paying for thirty minutes of advice saved me weeks of worry.\n\nIf you are buying property, talk to a lawyer before you sign, not after.',
    },
  },
  {
    slug: 'rahul-mehta-startup-incorporation',
    title: 'From idea to private limited company in three weeks',
    author: 'Rahul Mehta',
    profession: 'Founder, Pune',
    comment: 'Shareholder agreement, incorporation and trademark filing handled by one expert over chat.',
    intro:
      'My co-founder and I had a product and early customers, but no company and no agreement between us.',
    initial_experience:
      'We were splitting equity on a handshake. An investor asked for our shareholder agreement and we had nothing to show.',
    platform_experience:
      'The start-up legal solutions page led me to a corporate lawyer with start-up experience. We worked mostly over chat, which suited our schedule.',
    consultation: {
      title: 'Working through the structure',
      content:
        'We chose a private limited company, agreed vesting for both founders, and set out what happens if one of us leaves. The lawyer drafted the shareholder agreement and reviewed our founders’ IP assignment.',
      advisor_experience:
        'He explained each clause in plain words and pushed back where our draft would have hurt us in the next funding round.',
    },
    value: {
      title: 'The result',
      content:
        'Incorporation was done in three weeks and our trademark application was filed the same month. The investor’s lawyers accepted our documents with minor comments.',
    },
    conclusion: {
      title: 'Advice to other founders',
      content:
        'Write down how you split the company while you still agree on everything.\n\nA good agreement is cheaper than any dispute.',
    },
  },
  {
    slug: 'sunita-devi-tenancy-dispute',
    title: 'Getting my security deposit back after a tenancy dispute',
    author: 'Sunita Devi',
    profession: 'School teacher, Lucknow',
    comment: 'A polite legal notice drafted in Hindi got my deposit returned within two weeks.',
    intro:
      'When I moved out of my rented home, the landlord refused to return my deposit of two months’ rent.',
    initial_experience: 'He claimed damages I had not caused and stopped answering my calls.',
    platform_experience:
      'I chose a civil lawyer who speaks Hindi and booked a phone call, since I am more comfortable talking than typing.',
    consultation: {
      title: 'Understanding my rights',
      content:
        'We read my rent agreement together. It said the deposit would be returned within 30 days of handing over the keys, less only documented repair costs.',
      advisor_experience:
        'The lawyer drafted a legal notice citing the agreement and my move-out photographs, and gave the landlord fifteen days to pay.',
    },
    value: {
      title: 'What changed',
      content:
        'The landlord returned the full deposit within two weeks of receiving the notice. No court case was needed.',
    },
    conclusion: {
      title: 'My advice',
      content:
        'Keep your rent agreement and take photographs when you move in and out.\n\nA lawyer’s letter is often enough to settle a dispute.',
    },
  },
  {
    slug: 'arjun-nair-employment-termination',
    title: 'Standing up to an unfair termination',
    author: 'Arjun Nair',
    profession: 'Sales manager, Kochi',
    comment: 'My labour lawyer helped me negotiate full dues and a proper relieving letter.',
    intro:
      'After six years with my employer I was asked to resign on a day’s notice, without my pending salary.',
    initial_experience: 'HR told me I would lose my gratuity if I did not sign immediately.',
    platform_experience:
      'I searched for labour law experts and booked an evening video call. The lawyer had handled many similar cases.',
    consultation: {
      title: 'Reading the fine print',
      content:
        'We compared my appointment letter with the notice period, gratuity and leave encashment rules. I was entitled to gratuity after five years of service whatever HR said.',
      advisor_experience:
        'She helped me write a firm but calm reply listing every amount due and asking for a written explanation of the termination.',
    },
    value: {
      title: 'The outcome',
      content:
        'The company paid my salary, notice pay, gratuity and leave encashment, and issued a relieving letter and experience certificate.',
    },
    conclusion: {
      title: 'What I learnt',
      content: 'Never sign a resignation under pressure.\n\nKnow your entitlements before you negotiate.',
    },
  },
  {
    slug: 'fatima-sheikh-consumer-complaint',
    title: 'Winning a consumer complaint against a builder',
    author: 'Fatima Sheikh',
    profession: 'Chartered accountant, Mumbai',
    comment: 'Clear guidance on filing before the consumer commission, and an order in my favour.',
    intro: 'My apartment was three years late and the builder kept sending new excuses.',
    initial_experience: 'I thought only a long civil suit could help and did not know where to start.',
    platform_experience:
      'A property lawyer on LexSetu explained that I could approach the consumer commission and RERA.',
    consultation: {
      title: 'Choosing the forum',
      content:
        'We weighed a RERA complaint against a consumer complaint and chose the consumer commission for compensation. The lawyer drafted the complaint with the allotment letter and payment receipts.',
      advisor_experience: 'He prepared me for each hearing and explained every order in simple terms.',
    },
    value: {
      title: 'The order',
      content:
        'The commission ordered the builder to pay interest on my payments for the delay and the costs of the case.',
    },
    conclusion: {
      title: 'Why it mattered',
      content:
        'Home buyers have strong remedies in India.\n\nThe right forum and well-organised documents made the difference.',
    },
  },
  {
    slug: 'vikram-singh-will-drafting',
    title: 'Drafting a will to protect my family',
    author: 'Vikram Singh',
    profession: 'Retired army officer, Jaipur',
    comment: 'A clear will, properly witnessed, and peace of mind for my family.',
    intro: 'At seventy I wanted to make sure my house and savings would pass to my family without disputes.',
    initial_experience: 'I had heard of families fighting for years over property left without a will.',
    platform_experience: 'I booked an on-site meeting with a family lawyer near my home in Jaipur.',
    consultation: {
      title: 'Putting wishes into words',
      content:
        'We listed my assets, nominees and my wishes for each child. The lawyer explained that a will needs two witnesses and that registering it, though optional, adds proof.',
      advisor_experience:
        'She drafted the will in English and Hindi and checked that nominations on my bank accounts matched it.',
    },
    value: {
      title: 'What it gave us',
      content:
        'The will was signed, witnessed and registered in one morning. My children know exactly what I intend.',
    },
    conclusion: {
      title: 'A word to others',
      content: 'A will is not only for the wealthy.\n\nIt is a kindness to the people you leave behind.',
    },
  },
  {
    slug: 'meera-krishnan-trademark',
    title: 'Protecting my bakery’s name with a trademark',
    author: 'Meera Krishnan',
    profession: 'Bakery owner, Chennai',
    comment: 'Search, filing and objection reply for my brand, explained step by step.',
    intro: 'A new shop two streets away opened with a name almost identical to my bakery’s.',
    initial_experience: 'I had used the name for eight years but never registered it.',
    platform_experience:
      'I bought the Trademark service from Quick Buy and was matched with an IP lawyer within a day.',
    consultation: {
      title: 'Search and filing',
      content:
        'The lawyer searched the register, chose the right classes for baked goods and café services, and filed the application claiming my years of prior use.',
      advisor_experience:
        'When the registry raised an objection, she drafted the reply with my old invoices as evidence.',
    },
    value: {
      title: 'The result',
      content:
        'My application was accepted for advertisement, and the other shop changed its name after receiving a notice.',
    },
    conclusion: {
      title: 'For small businesses',
      content: 'Your name is your reputation.\n\nRegister it before someone else copies it.',
    },
  },
  {
    slug: 'karan-gupta-divorce-mediation',
    title: 'A mutual-consent divorce handled with dignity',
    author: 'Karan Gupta',
    profession: 'Architect, Delhi',
    comment: 'Compassionate advice that kept our separation respectful and quick.',
    intro:
      'My wife and I decided to separate after years of trying, and we both wanted to avoid a bitter fight.',
    initial_experience:
      'We were worried about custody of our daughter and how long the court process would take.',
    platform_experience:
      'We chose a family lawyer experienced in mediation and met over video calls from our separate homes.',
    consultation: {
      title: 'Agreeing the terms',
      content:
        'The lawyer explained the mutual-consent procedure, the cooling-off period and when the court may waive it. We agreed shared parenting, maintenance and the division of our flat.',
      advisor_experience:
        'He drafted the joint petition and settlement so that both of us understood every term.',
    },
    value: {
      title: 'How it ended',
      content:
        'The court granted the decree on the second motion. Our daughter still has both parents fully in her life.',
    },
    conclusion: {
      title: 'Reflections',
      content:
        'Separation is painful, but it need not be hostile.\n\nGood advice kept the focus on our child.',
    },
  },
  {
    slug: 'priya-reddy-gst-notice',
    title: 'Answering a GST notice for my online store',
    author: 'Priya Reddy',
    profession: 'E-commerce seller, Hyderabad',
    comment: 'A tax lawyer reviewed my filings and drafted the reply the same week.',
    intro:
      'One morning I received a GST notice asking why my returns did not match my marketplace statements.',
    initial_experience: 'The notice gave fifteen days to reply and I had no idea what the officer wanted.',
    platform_experience:
      'I posted a request with the notice attached and a tax lawyer picked it up within hours.',
    consultation: {
      title: 'Finding the mismatch',
      content:
        'We reconciled my returns with the marketplace reports. The difference came from returns and cancelled orders the platform had reported as sales.',
      advisor_experience:
        'The lawyer drafted a reply with a reconciliation statement and the marketplace’s credit notes.',
    },
    value: {
      title: 'The outcome',
      content: 'The officer accepted the explanation and closed the proceedings without any demand.',
    },
    conclusion: {
      title: 'Lesson learnt',
      content: 'Reconcile your returns every month.\n\nAnd reply to a notice on time, with documents.',
    },
  },
  {
    slug: 'deepak-joshi-cheque-bounce',
    title: 'Recovering money after a cheque bounced',
    author: 'Deepak Joshi',
    profession: 'Textile trader, Surat',
    comment: 'Timely notice under the Negotiable Instruments Act recovered my dues.',
    intro: 'A customer paid for a large order by cheque, and it bounced for insufficient funds.',
    initial_experience: 'I did not know that strict time limits apply to a bounced cheque.',
    platform_experience:
      'I booked a phone consultation with a criminal lawyer the day the bank returned the cheque.',
    consultation: {
      title: 'Acting within the deadlines',
      content:
        'The lawyer explained that a demand notice must be sent within 30 days of the bank’s return memo, and the buyer then has 15 days to pay before a complaint can be filed.',
      advisor_experience:
        'He drafted and sent the notice by registered post the same week and kept the postal receipts.',
    },
    value: {
      title: 'What happened',
      content: 'The customer paid the full amount within the fifteen days. No complaint had to be filed.',
    },
    conclusion: {
      title: 'Advice to traders',
      content: 'Deadlines decide cheque cases.\n\nSpeak to a lawyer the day a cheque bounces.',
    },
  },
];

export const blogStories: readonly BlogStory[] = stories.map((story) => ({
  ...story,
  _id: story.slug,
  rating: 5,
}));

export function findBlogStory(slug: string): BlogStory | undefined {
  return blogStories.find((story) => story.slug === slug);
}
