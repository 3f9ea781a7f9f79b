// The premium benefit 'highlighted profile': a visible marker on a premium lawyer's search row and profile.
// It highlights only; the search order never depends on it.
import { Tag } from 'antd';

export function PremiumMemberTag() {
  return (
    <Tag color="gold" className="premium-member-tag">
      Premium member
    </Tag>
  );
}
