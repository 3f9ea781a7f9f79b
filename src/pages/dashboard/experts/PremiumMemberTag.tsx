// The premium benefit 'highlighted profile': a visible marker on a premium lawyer's search row and profile.
// It highlights only; the search order never depends on it.
import { Tag } from 'antd';
import { useT } from '@/i18n';

export function PremiumMemberTag() {
  const t = useT();
  return (
    <Tag color="gold" className="premium-member-tag">
      {t('Premium member')}
    </Tag>
  );
}
