// Admins' notes on a user's page: the newest first, and a form to add one (seen by admins only).
import type { AdminUserDetail } from '@contract';
import { adminNoteLimits } from '@contract/adminUserTerms';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { TextArea } from '@/components/inputs';
import { Panel } from '@/components/Panel';
import { useToast } from '@/components/toast';
import type { AdminUsersStore } from '@/stores/AdminUsersStore';
import { useT } from '@/i18n';
import { formatDateTime } from '@/i18n/dates';

export const UserNotes = observer(function UserNotes({
  user,
  store,
}: {
  user: AdminUserDetail;
  store: AdminUsersStore;
}) {
  const t = useT();
  const toast = useToast();
  const [text, setText] = useState('');

  async function add() {
    try {
      await store.addNote(text.trim());
      setText('');
      toast.success(t('Note added.'));
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t('Could not save the note.'));
    }
  }

  return (
    <Panel
      title={t("Admins' notes")}
      extra={t('{count, plural, =0 {None} other {# in all}}', { count: user.notes.total })}
    >
      {user.notes.items.length > 0 && (
        <ul className="link-list" aria-label={t("Admins' notes")}>
          {user.notes.items.map((note) => (
            <li key={note._id}>
              <p className="support-message-body" translate="no">
                {note.text}
              </p>
              <p className="support-meta">
                <span translate="no">{note.author?.name ?? t('A former admin')}</span> ·{' '}
                {formatDateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form
        className="stacked-form section-gap"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) void add();
        }}
      >
        <label>
          {t('New note (admins only)')}
          <TextArea
            rows={3}
            maxLength={adminNoteLimits.max}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <div className="form-buttons">
          <Button htmlType="submit" disabled={!text.trim()} loading={store.saving}>
            {t('Add note')}
          </Button>
        </div>
      </form>
    </Panel>
  );
});
