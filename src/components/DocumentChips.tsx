// A chip per attached document; a click downloads it with the session token (a plain link would carry none).
import { Tag } from 'antd';

interface Props {
  documents: { _id: string; name: string }[];
  /** The download path of one document, e.g. `/api/files/{id}`. */
  pathOf: (id: string) => string;
  onDownload: (documentId: string, name: string) => void;
}

export function DocumentChips({ documents, pathOf, onDownload }: Props) {
  return documents.map((doc) => (
    <Tag key={doc._id}>
      <a
        href={pathOf(doc._id)}
        onClick={(event) => {
          event.preventDefault();
          onDownload(doc._id, doc.name);
        }}
      >
        {doc.name}
      </a>
    </Tag>
  ));
}
