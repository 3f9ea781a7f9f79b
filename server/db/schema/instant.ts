// Consult now (#58): instant consultations, their own kind with no slot.
export type InstantTables = Record<never, never>;
