// What the API's files and pages are sent as, named once: endpoints that reply with something other than JSON
// declare these (`replyTypes`), and the API document says so. Zod-free.

export const mediaTypes = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
  html: 'text/html',
  css: 'text/css',
  javascript: 'text/javascript',
  calendar: 'text/calendar',
  csv: 'text/csv',
} as const;

const { pdf, png, jpeg, doc, docx } = mediaTypes;
/** Every type a stored upload can be (services/files.ts tells them by their bytes). */
export const uploadedFileTypes = [pdf, png, jpeg, doc, docx] as const;
