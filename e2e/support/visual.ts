// The instant the visual tests' demo server starts its clock at (LEXSETU_DEMO_START): 08:00 in India on a
// Wednesday, before the first slot of the day, so its seeded bookings and free slots are the same on every run.
export const visualStart = '2026-04-01T02:30:00Z';
