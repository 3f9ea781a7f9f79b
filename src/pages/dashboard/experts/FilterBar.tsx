// The experts search's filter selects, with Clear filters once one is set.
import { allConsultationTypes } from '@contract/consultationTypes';
import { lawyerLanguages } from '@contract/lawyerProfileTerms';
import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined';
import { Button } from 'antd';
import { memo } from 'react';
import { ChoiceSelect } from '@/components/ChoiceSelect';
import { useT, type Translate } from '@/i18n';
import { anyFilter, expertCities, type Filters } from './expertFilters';

/** An option: the English value (the search and the address use it), named in the reader's language. */
const optionsOf = (values: readonly string[], t: Translate) =>
  values.map((value) => ({ value, label: t(value) }));

/**
 * The filter selects, memoised: typing in the search box must not re-render three antd Selects per keystroke
 * (that made each keystroke cost close to the debounce, so slow machines searched half-typed words). Each is the
 * browser's own select, its placeholder the "any" choice. On phones they sit in one row that scrolls sideways,
 * like chips.
 */
export const FilterBar = memo(function FilterBar({
  filters,
  onChange,
  onClear,
}: {
  filters: Filters;
  onChange: <K extends keyof Filters>(name: K, value: Filters[K]) => void;
  onClear: () => void;
}) {
  const t = useT();
  return (
    <div className="expert-filters" role="group" aria-label={t('Filters')}>
      <Button
        shape="round"
        className="expert-filter-now"
        icon={<ThunderboltOutlined aria-hidden />}
        type={filters.availableNow ? 'primary' : 'default'}
        aria-pressed={filters.availableNow === 'true'}
        onClick={() => onChange('availableNow', filters.availableNow ? undefined : 'true')}
      >
        {t('Available now')}
      </Button>
      <ChoiceSelect
        clearable
        className="expert-filter expert-filter-area"
        aria-label={t('Practice area')}
        placeholder={t('Practice area')}
        value={filters.area}
        onChange={(value) => onChange('area', value)}
        options={optionsOf(allConsultationTypes, t)}
      />
      <ChoiceSelect
        clearable
        className="expert-filter"
        aria-label={t('City')}
        placeholder={t('City')}
        value={filters.city}
        onChange={(value) => onChange('city', value)}
        options={optionsOf(expertCities, t)}
      />
      <ChoiceSelect
        clearable
        className="expert-filter"
        aria-label={t('Language')}
        placeholder={t('Language')}
        value={filters.language}
        onChange={(value) => onChange('language', value)}
        options={optionsOf(lawyerLanguages, t)}
      />
      {anyFilter(filters) && (
        <Button type="link" className="expert-filters-clear" onClick={onClear}>
          {t('Clear filters')}
        </Button>
      )}
    </div>
  );
});
