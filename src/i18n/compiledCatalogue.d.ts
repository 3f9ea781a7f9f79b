// A language's catalogue compiled by vite-catalogues.ts: Lingui's compiled messages by English source message.
declare module 'virtual:lexsetu-catalogue/*' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
