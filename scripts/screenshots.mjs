// `npm run screenshots [-- <name filter>]`: the signed-in screens as a client and a lawyer see them, in light,
// dark and on a 375 px phone, written to screenshots/ (not committed) to look at after changing a screen.
// `npm run screenshots -- --routes [<path regex>]`: every route of the app (public, account, client, lawyer,
// admin, a consultation room) at 375, 768 and 1366 px in light and dark, into screenshots/routes/.
// `--language=Hindi` or `--language=Tamil` (anywhere in the arguments) takes them in that language, files
// named …-hi.png / …-ta.png. Starts its own demo server on a temporary data folder; needs a website build (npm run build:web) and
// Debian's Chromium.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import Database from 'better-sqlite3';
import { startBenchServer } from '../bench/lib/server.mjs';
import { root } from './lib.mjs';
import { areas, readCatalogue } from './i18n/catalogues.mjs';
import { routeCatalog } from '../src/routeCatalog.ts';

const language = process.argv.find((a) => a.startsWith('--language='))?.split('=')[1] ?? 'English';
const args = process.argv.slice(2).filter((a) => !a.startsWith('--language='));
const suffix = { English: '', Hindi: '-hi', Tamil: '-ta' }[language];
if (suffix === undefined) throw new Error(`--language must be Hindi, Tamil or English, not ${language}`);
const everyRoute = args[0] === '--routes';
/** A button's or field's name as the screens show it in the chosen language (the catalogues' translation). */
const locale = { English: 'en', Hindi: 'hi', Tamil: 'ta' }[language];
const words = Object.assign({}, ...areas().map((area) => readCatalogue(area, locale)));
const tr = (english) => (locale === 'en' ? english : words[english] || english);
const filter = args[everyRoute ? 1 : 0] ?? '';
const out = join(root, 'screenshots', everyRoute ? 'routes' : '');
mkdirSync(out, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'lexsetu-screens-'));
const { url, stop } = await startBenchServer({
  port: Number(process.env.SCREENSHOTS_PORT ?? 5196),
  dataDir,
});

/**
 * A conversation in a booking's room over three days, written through the room's socket as the two people would
 * (the lawyer's last two while the client is away: her bell gets the chat notice), then dated back in the data
 * file so the day separators show. `unread()` makes the lawyer's last two unread again before each look.
 */
async function seedConversation(bookingId, client, lawyer) {
  const wsUrl = `${url.replace('http', 'ws')}/api/consultations/${bookingId}/live`;
  const enter = (who) =>
    new Promise((resolve, reject) => {
      const ws = new WebSocket(wsUrl);
      const heard = [];
      ws.onerror = reject;
      ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token: who.token }));
      ws.onmessage = (e) => {
        const frame = JSON.parse(String(e.data));
        heard.push(frame);
        if (frame.type === 'ready') resolve({ ws, heard });
      };
    });
  const say = (room, clientId, body) =>
    new Promise((resolve) => {
      const wait = setInterval(() => {
        const echo = room.heard.find((f) => f.type === 'message' && f.message.clientId === clientId);
        if (echo) {
          clearInterval(wait);
          resolve(echo.message);
        }
      }, 50);
      room.ws.send(JSON.stringify({ type: 'send', clientId, body }));
    });
  const leave = (room) => new Promise((resolve) => ((room.ws.onclose = resolve), room.ws.close()));
  const lines = [
    [client, 'Hello, I have a question about the sale deed of my flat before we speak.'],
    [lawyer, 'Good morning. Please share the sale deed and the society NOC.'],
    [lawyer, 'Stamp duty depends on the registered value, so I need both.'],
    [client, 'Here they are. The NOC is dated last month.'],
    [lawyer, 'Thanks. Clause 4 of the deed needs a closer look.'],
    [lawyer, 'Can we go through it in the call?'],
  ];
  const sent = [];
  for (const [i, [who, body]] of lines.entries()) {
    // The lawyer's last two arrive while the client is away.
    const room = await enter(who);
    const other = who === client ? lawyer : client;
    sent.push(await say(room, `screens-${i}`, body));
    const theirs = sent.filter((m) => m.senderId === other.id).at(-1);
    if (theirs && i < 4) room.ws.send(JSON.stringify({ type: 'read', upTo: theirs._id }));
    await new Promise((r) => setTimeout(r, 100));
    await leave(room);
  }
  const db = new Database(join(dataDir, 'lexsetu.sqlite'));
  const back = (days, hour, minute) => {
    const d = new Date();
    d.setDate(d.getDate() - days);
    d.setHours(hour, minute, 0, 0);
    return d.toISOString();
  };
  const dates = [
    back(3, 10, 2),
    back(3, 10, 40),
    back(3, 10, 41),
    back(1, 18, 15),
    back(0, 8, 5),
    back(0, 8, 6),
  ];
  const update = db.prepare(
    'UPDATE consultation_messages SET created_at = ?, delivered_at = ?, read_at = ? WHERE id = ?',
  );
  sent.forEach((m, i) => update.run(dates[i], dates[i], i < 4 ? dates[i] : null, m._id));
  db.close();
  return () => {
    const again = new Database(join(dataDir, 'lexsetu.sqlite'));
    const unread = again.prepare(
      'UPDATE consultation_messages SET read_at = NULL, delivered_at = NULL WHERE id = ?',
    );
    sent.slice(4).forEach((m) => unread.run(m._id));
    again.close();
  };
}

/** Who looks at a dashboard path: admins at admin screens, lawyers at a lawyer's own, clients at the rest. */
function viewerOf(path, people) {
  if (path === '/dashboard/admin' || path.startsWith('/dashboard/admin/')) return people.admin;
  if (/^\/dashboard\/(earnings|practice-profile|settings\/availability|service-orders$)/.test(path))
    return people.lawyer;
  if (path === '/account-creation/profile') return people.lawyer;
  return path.startsWith('/dashboard/') || /^\/(pricing|payment|profile|cancle-premium)$/.test(path)
    ? people.client
    : null;
}

/** Every route of the route catalog plus the screens outside the spec's list, with real ids for `:id`. */
function everyRouteScreens(people) {
  const ids = {
    '/dashboard/consultation/:id': people.booking?._id,
    '/dashboard/requests/:id/chat': people.requestId,
    '/dashboard/lawyer-profile/:id': people.lawyer.id,
    '/blog/:id': 'no-such-post',
  };
  const extra = [
    '/documents',
    '/documents/agreement-to-sale-drafting',
    '/account-creation/profile',
    '/demo/inbox',
    '/dashboard/service-orders',
    `/dashboard/service-orders/${people.docOrder._id}`,
    '/dashboard/admin',
    '/dashboard/admin/support',
    '/dashboard/admin/users',
    '/dashboard/admin/verifications',
    '/dashboard/admin/reviews',
    '/dashboard/admin/services',
    '/dashboard/admin/payouts',
    '/dashboard/admin/payments',
  ];
  const paths = [
    ...routeCatalog.map((r) =>
      r.path.includes(':') ? ids[r.path] && r.path.replace(/:id/, ids[r.path]) : r.path,
    ),
    ...extra,
  ].filter(Boolean);
  const name = (path) => (path === '/' ? 'home' : path.slice(1).replace(/[/:?=&]+/g, '-'));
  return paths.map((path) => [name(path), viewerOf(path.replace(/\/[0-9A-Z]{26}/, '/:id'), people), path]);
}

/** The payments console with the demo client's payments found and the first one open. */
async function lookUpDemoClientPayment(page) {
  const search = page.getByRole('searchbox');
  await search.fill('asha@demo.lexsetu.in');
  await search.press('Enter');
  const card = page.locator('main section.panel');
  // A table row on a wide screen, a card on a phone: the first payment's Open either way (in any language).
  const open = page.locator('.ant-table-row, .row-card').first().getByRole('button');
  await card.or(open).first().waitFor();
  if (await open.isVisible()) await open.click();
  await card.waitFor({ timeout: 5000 }).catch(() => console.warn('admin-payments: no payment opened'));
  await page.waitForLoadState('networkidle');
}

async function api(path, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}
const signIn = async (email) => {
  const { token, user } = await api('/api/login', { method: 'POST', body: { email, password: 'Demo@1234' } });
  return { token, id: user._id };
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
try {
  const client = await signIn('asha@demo.lexsetu.in');
  const lawyer = await signIn('rohan@demo.lexsetu.in');
  const admin = await signIn('admin@demo.lexsetu.in');
  const booking = (await api('/api/schedules?tab=upcoming', { token: client.token })).items[0];
  const chatUnread = booking ? await seedConversation(booking._id, client, lawyer) : () => {};
  // A reported review for the admin's moderation screen (the demo lawyer's oldest seeded one).
  const reviews = await api(`/api/experts/${lawyer.id}/reviews`, { token: client.token });
  const reported = reviews.items.at(-1);
  if (reported)
    await api(`/api/reviews/${reported._id}/report`, {
      token: client.token,
      method: 'POST',
      body: { reason: 'Mentions another client by name.' },
    });
  // The support inbox: a ticket from the client and a visitor's contact message waiting for an answer.
  await api('/api/support-tickets', {
    token: client.token,
    method: 'POST',
    body: {
      subject: 'Invoice shows the wrong GSTIN',
      message: 'My invoice shows the wrong GSTIN, please correct it.',
    },
  });
  await api('/api/contact', {
    method: 'POST',
    body: {
      name: 'Ravi Kumar',
      email: 'ravi.kumar@example.in',
      topic: 'Technical support',
      message: 'The payment page does not load on my phone. Could you please help?',
    },
  });
  // Money: one booking held awaiting payment, one paid and cancelled (a refund with its credit note).
  /**
   * The `n`-th Monday-to-Saturday date from today in India (slots are in IST): a different date for each `n`.
   * (Today plus `n` days, moved off a Sunday, gave the same Monday for 8 and 9 on a Saturday, and the second
   * booking found its slot taken.)
   */
  const dayAhead = (n) => {
    let t = Date.now() + 330 * 60_000;
    for (let left = n; left > 0;) {
      t += 86_400_000;
      if (new Date(t).getUTCDay() !== 0) left--;
    }
    return new Date(t).toISOString().slice(0, 10);
  };
  const book = (date, slot, topic) =>
    api('/api/bookings', {
      token: client.token,
      method: 'POST',
      body: { lawyerId: lawyer.id, date, slot, mode: 'video', topic },
    });
  await book(dayAhead(8), '12:00', 'Sale deed: stamp duty question');
  const refunded = await book(dayAhead(9), '12:00', 'Cheque bounce notice');
  const order = await api('/api/payment/order', {
    token: client.token,
    method: 'POST',
    body: { bookingId: refunded._id },
  });
  const signed = await api('/api/payment/demo/checkout', {
    token: client.token,
    method: 'POST',
    body: { orderId: order.orderId, method: 'scanPay', outcome: 'success' },
  });
  await api('/api/payment', {
    token: client.token,
    method: 'POST',
    body: { orderId: order.orderId, ...signed, method: 'scanPay' },
  });
  await api(`/api/bookings/${refunded._id}/cancel`, { token: client.token, method: 'POST' });
  // Legal documents: a drafting package bought and paid by the client (its page asks the questionnaire); the
  // lawyer's queue and a seeded order with a revision requested; the admins' catalogue.
  const drafting = await api('/api/services/agreement-to-sale-drafting');
  const docOrder = await api('/api/service-orders', {
    token: client.token,
    method: 'POST',
    body: { serviceId: drafting._id },
  });
  const docPayment = await api('/api/payment/order', {
    token: client.token,
    method: 'POST',
    body: { serviceOrderId: docOrder._id },
  });
  const docSigned = await api('/api/payment/demo/checkout', {
    token: client.token,
    method: 'POST',
    body: { orderId: docPayment.orderId, method: 'scanPay', outcome: 'success' },
  });
  await api('/api/payment', {
    token: client.token,
    method: 'POST',
    body: { orderId: docPayment.orderId, ...docSigned, method: 'scanPay' },
  });
  const revisionOrder = (await api('/api/service-orders', { token: lawyer.token })).items.find(
    (o) => o.status === 'revision_requested',
  );
  /** Lawyer profile → Book consultation, a date and the first free slot chosen. */
  const openBookingModal = async (page) => {
    await page.getByRole('button', { name: tr('Book consultation') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(tr('Date')).fill(dayAhead(10));
    await dialog.getByLabel(tr('Time slot')).selectOption({ index: 1 });
  };
  /** Schedules → the held booking's Cancel, its confirmation open. */
  const openCancel = async (page) => {
    await page
      .getByRole('article', { name: 'Sale deed: stamp duty question' })
      .getByRole('button', { name: tr('Cancel') })
      .click();
  };
  /** Schedules → Completed → Write a review, four stars chosen. */
  const openReviewModal = async (page) => {
    await page.getByRole('tab').nth(2).click(); // Upcoming, Live, Completed
    await page
      .getByRole('button', { name: tr('Write a review') })
      .first()
      .click();
    await page.locator('.ant-modal .ant-rate li').nth(3).click();
  };
  /** Sign-up: a name and a short password typed, so the rules show unmet before anything is sent. */
  const fillWeakPassword = async (page) => {
    await page.getByLabel(tr('Full name')).fill('Adv. Priya Nair');
    await page.getByLabel(tr('Password'), { exact: true }).fill('abc12');
  };
  /** Consult now (#58): the lawyer available now, and the client's wallet topped up for a call. */
  let instantRoomId = null;
  /** The instant room of the last look is ended first: the lawyer takes one consultation at a time. */
  const endInstantRoom = async () => {
    if (!instantRoomId) return;
    const id = instantRoomId;
    instantRoomId = null;
    await api(`/api/instant-consultations/${id}/end`, { token: client.token, method: 'POST' }).catch(
      () => {},
    );
  };
  const consultNowReady = async () => {
    await endInstantRoom();
    await api('/api/me/available-now', { token: lawyer.token, method: 'PUT', body: { on: true } });
    const { balancePaise } = await api('/api/wallet', { token: client.token });
    if (balancePaise >= 50_000) return;
    const { orderId } = await api('/api/wallet/top-ups', {
      token: client.token,
      method: 'POST',
      body: { amountPaise: 50_000 },
    });
    const signed = await api('/api/payment/demo/checkout', {
      token: client.token,
      method: 'POST',
      body: { orderId, method: 'scanPay', outcome: 'success' },
    });
    await api('/api/payment', {
      token: client.token,
      method: 'POST',
      body: { orderId, ...signed, method: 'scanPay' },
    });
  };
  const openConsultNow = async (page) => {
    const button = page
      .getByRole('article')
      .getByRole('button', { name: tr('Consult now') })
      .first();
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await page.getByRole('dialog').waitFor();
  };
  /** The lawyer's dashboard ringing: the client calls through the API just before the look. */
  const ringLawyer = async () => {
    await consultNowReady();
    const ringing = await api('/api/instant-consultations/incoming', { token: lawyer.token });
    return (
      ringing.items[0] ??
      (await api('/api/instant-consultations', {
        token: client.token,
        method: 'POST',
        body: { lawyerId: lawyer.id, topic: 'Security deposit not returned' },
      }))
    );
  };
  /** An accepted instant consultation's room (its address is known once the lawyer accepted). */
  const instantRoom = async () => {
    const call = await ringLawyer();
    await api(`/api/instant-consultations/${call._id}/accept`, { token: lawyer.token, method: 'POST' });
    instantRoomId = call._id;
    return `/dashboard/consultation/${call._id}`;
  };
  const openRefund = async (page) => {
    await page.getByRole('button', { name: tr('Refund unused balance') }).click();
    await page.getByRole('dialog').waitFor();
  };
  const namedScreens = [
    ['client-schedules', client, '/dashboard/schedules'],
    ['client-schedules-cancel', client, '/dashboard/schedules', openCancel],
    ['client-booking-modal', client, `/dashboard/lawyer-profile/${lawyer.id}`, openBookingModal],
    ['client-invoices', client, '/dashboard/invoices?tab=invoices'],
    ['client-bills', client, '/dashboard/bills-payments'],
    ['client-activities', client, '/dashboard/activities'],
    // The wallet with a top-up in it (the one Consult now needs), and its refund's confirmation.
    ['client-wallet', client, '/dashboard/wallet', undefined, consultNowReady],
    ['client-wallet-refund', client, '/dashboard/wallet', openRefund, consultNowReady],
    ['client-cancel-premium', client, '/cancle-premium'],
    ['client-terms', client, '/terms-and-conditions'],
    ['client-requests', client, '/dashboard/create-request'],
    ['client-request-from-profile', client, `/dashboard/create-request?expert=${lawyer.id}`],
    ['client-lawyer-profile', client, `/dashboard/lawyer-profile/${lawyer.id}`],
    ['client-find-experts', client, '/dashboard/find-experts?q=family'],
    ['client-find-experts-empty', client, '/dashboard/find-experts?q=zzqx&city=Kochi'],
    [
      'client-consult-now',
      client,
      '/dashboard/find-experts?availableNow=true',
      openConsultNow,
      consultNowReady,
    ],
    ['lawyer-consult-now-ringing', lawyer, '/dashboard/schedules', undefined, ringLawyer],
    ['client-consult-now-room', client, instantRoom],
    ['client-review-modal', client, '/dashboard/schedules', openReviewModal],
    ['lawyer-own-profile', lawyer, `/dashboard/lawyer-profile/${lawyer.id}`],
    ['admin-reported-reviews', admin, '/dashboard/admin/reviews'],
    ...(booking
      ? [
          ['client-consultation', client, `/dashboard/consultation/${booking._id}`, undefined, chatUnread],
          ['lawyer-consultation', lawyer, `/dashboard/consultation/${booking._id}`],
        ]
      : []),
    ['client-notifications', client, '/dashboard/notifications'],
    ['lawyer-notifications', lawyer, '/dashboard/notifications'],
    ['lawyer-schedules', lawyer, '/dashboard/schedules'],
    ['documents', client, '/documents'],
    ['documents-detail', client, '/documents/agreement-to-sale-drafting'],
    ['documents-client-order', client, `/dashboard/service-orders/${docOrder._id}`],
    ['documents-lawyer-queue', lawyer, '/dashboard/service-orders'],
    ...(revisionOrder
      ? [['documents-lawyer-order', lawyer, `/dashboard/service-orders/${revisionOrder._id}`]]
      : []),
    ['documents-admin-catalogue', admin, '/dashboard/admin/services'],
    ['lawyer-security-privacy', lawyer, '/dashboard/settings/security-privacy'],
    ['lawyer-earnings', lawyer, '/dashboard/earnings'],
    ['lawyer-payout-settings', lawyer, '/dashboard/earnings/payout-settings'],
    ['lawyer-payouts', lawyer, '/dashboard/earnings/payouts'],
    ['lawyer-bills', lawyer, '/dashboard/bills-payments'],
    ['lawyer-invoices', lawyer, '/dashboard/invoices?tab=invoices'],
    ['admin-payouts', admin, '/dashboard/admin/payouts'],
    ['admin-user-page', admin, '/dashboard/admin/users/01HZ0000000000000000000C01'],
    ['admin-overview', admin, '/dashboard/admin'],
    ['admin-support', admin, '/dashboard/admin/support'],
    ['admin-payments', admin, '/dashboard/admin/payments', lookUpDemoClientPayment],
    ['lawyer-practice-profile', lawyer, '/dashboard/practice-profile'],
    ['lawyer-requests', lawyer, '/dashboard/create-request'],
    ['client-bills-dates', client, '/dashboard/bills-payments'],
    // Account screens, signed out (no one's token).
    ['auth-account-type', null, '/account-creation'],
    ['auth-signup-professional', null, '/account-creation/professional', fillWeakPassword],
    ['auth-login', null, '/login'],
    ['auth-forget-password', null, '/forget-password'],
  ];
  const requestId = (await api('/api/requests', { token: client.token })).items[0]?._id;
  const screens = everyRoute
    ? everyRouteScreens({ client, lawyer, admin, booking, docOrder, requestId }).filter(([, , path]) =>
        new RegExp(filter).test(path),
      )
    : namedScreens.filter(([name]) => name.includes(filter));
  const looks = everyRoute
    ? [375, 768, 1366].flatMap((width) => [
        [`${width}-light`, { width, height: 900 }, false],
        [`${width}-dark`, { width, height: 900 }, true],
      ])
    : [
        ['light', { width: 1280, height: 900 }, false],
        ['dark', { width: 1280, height: 900 }, true],
        ['phone', { width: 375, height: 812 }, false],
      ];
  for (const [look, viewport, dark] of looks) {
    for (const who of [client, lawyer, admin])
      await api('/api/settings', {
        token: who.token,
        method: 'PUT',
        body: { darkMode: dark, preferredLanguage: language },
      });
    for (const [name, who, path, prepare, before] of screens) {
      await before?.();
      const context = await browser.newContext({ viewport });
      // Signed out, the theme is the one kept in the browser.
      if (!who && dark) await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
      if (who)
        await context.addInitScript(
          ([token, id]) => {
            localStorage.setItem('token', token);
            localStorage.setItem('userID', id);
          },
          [who.token, who.id],
        );
      const page = await context.newPage();
      await page.goto(`${url}${typeof path === 'function' ? await path() : path}`);
      // Lazily loaded screens: wait for the page heading, then for what it loads and any open dialog's motion.
      await page
        .locator('main h1')
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(() => console.warn(`${name}: no page heading appeared`));
      await page.waitForLoadState('networkidle');
      // Scrolled to the end and back, as a person reading the whole page: what loads near the viewport (the
      // home page's stories) is in the picture.
      await page.mouse.wheel(0, 100_000);
      await page.waitForTimeout(300);
      await page.waitForLoadState('networkidle');
      await page.mouse.wheel(0, -100_000);
      if (prepare) await prepare(page);
      await page.waitForTimeout(800);
      const file = join(out, `${name}-${look}${suffix}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await stop();
}
