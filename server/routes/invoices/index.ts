// The Invoices screen's API. Documents (declared in contract/documents.ts: documentEndpoints; use cases in
// services/documents.ts): upload, list, share targets, delete, restore, share, download behind the secured PIN.
// Invoices (contract/money.ts, services/invoices.ts): the list, and one as a PDF (its owner only).
import { Router } from '@koa/router';
import { documentEndpoints as documents, moneyEndpoints } from '@contract';
import {
  deleteDocument,
  documentToDownload,
  listDocuments,
  restoreDocument,
  shareDocument,
  shareTargets,
  uploadDocument,
} from '../../services/documents';
import { sendStoredFile, setAttachmentHeaders } from '../fileReplies';
import { invoiceDocument, listInvoices } from '../../services/invoices';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function invoicesRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);

  mount(router, documents.upload, (input, me) => uploadDocument(deps, me, input));
  mount(router, documents.list, (input, me) => listDocuments(deps, me, input));
  mount(router, documents.shareTargets, (_input, me) => shareTargets(deps, me));
  mount(router, documents.remove, (input, me) => deleteDocument(deps, me, input));
  mount(router, documents.restore, (input, me) => restoreDocument(deps, me, input));
  mount(router, documents.share, (input, me) => shareDocument(deps, me, input));
  // Files, not JSON: the document streamed from the storage, the invoice rendered as a PDF.
  mount(router, documents.download, async (input, me, ctx) => {
    await sendStoredFile(ctx, deps.storage, await documentToDownload(deps, me, input));
    return ctx.body;
  });

  mount(router, moneyEndpoints.invoices, (input, me) => listInvoices(deps.db, me, input));
  mount(router, moneyEndpoints.invoicePdf, async ({ params }, me, ctx) => {
    const pdf = await invoiceDocument(deps.db, me.id, params.id, me.role === 'professional');
    setAttachmentHeaders(ctx, pdf.fileName, 'application/pdf');
    return pdf.bytes;
  });
  return router;
}
