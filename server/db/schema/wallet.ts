// The client's wallet (#58): an advance paid through the gateway, spent per minute on instant consultations.
export type WalletTables = Record<never, never>;
