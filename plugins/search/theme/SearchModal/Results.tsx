/**
 * The results of the dialog: a listbox of links (`<a role="option">`),
 * grouped by area (lvl0), each page then each of its sections. The search
 * box keeps the focus and points at the active option (useCombobox).
 */
import {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import SearchResult from '@theme/SearchResult';
import {optionId} from '@paynow-docs/search/client/combobox';
import {onPlainClick, type StoredSearch} from '@paynow-docs/search/client';
import type {SearchHit, SearchSectionHit} from '@paynow-docs/search-engine';
import styles from './styles.module.css';

/** One option of the listbox: a page's row, or one of its sections. */
export interface Option {
  hit: SearchHit;
  section?: SearchSectionHit;
  index: number;
}

export interface Group {
  area: string;
  options: Option[];
}

/** What choosing an option stores among the recent searches. */
export function storedOf({
  hit,
  section,
}: Pick<Option, 'hit' | 'section'>): StoredSearch {
  return {
    url: section?.url ?? hit.url,
    lvl0: hit.lvl0,
    title: hit.title,
    heading: section
      ? section.heading.map((segment) => segment.text).join('')
      : hit.title,
    path: section?.path ?? [],
  };
}

/**
 * Results grouped by area (lvl0), groups in the order of their best page;
 * each page is an option, then each of its sections.
 */
export function groupByArea(hits: SearchHit[]): {
  groups: Group[];
  options: Option[];
} {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits)
    groups.set(hit.lvl0, [...(groups.get(hit.lvl0) ?? []), hit]);
  const options: Option[] = [];
  const grouped = [...groups.entries()].map(([area, pages]) => ({
    area,
    options: pages.flatMap((hit) =>
      [undefined, ...hit.sections].map((section) => {
        const option: Option = {hit, section, index: options.length};
        options.push(option);
        return option;
      }),
    ),
  }));
  return {groups: grouped, options};
}

/**
 * The results listbox. Memoised, so a keystroke re-renders it only when
 * the answer (or the active option) changes.
 */
export default memo(function Results({
  listId,
  groups,
  active,
  onActivate,
  onChoose,
}: {
  listId: string;
  groups: Group[];
  active: number;
  onActivate(index: number): void;
  onChoose(option: Option): void;
}): ReactNode {
  return (
    <div
      role="listbox"
      id={listId}
      aria-label={translate({
        id: 'pnSearch.modal.results',
        message: 'Search results',
      })}
      className={styles.list}>
      {groups.map(({area, options}, group) => (
        <div
          key={area}
          role="group"
          aria-labelledby={`${listId}-g${group}`}
          className={styles.group}>
          <div id={`${listId}-g${group}`} className={styles.source}>
            {area}
          </div>
          {options.map((option) => (
            <a
              key={option.section?.id ?? option.hit.id}
              id={optionId(listId, option.index)}
              role="option"
              aria-selected={option.index === active}
              tabIndex={-1}
              href={option.section?.url ?? option.hit.url}
              className={clsx(styles.hit, option.section && styles.section)}
              data-kind={option.section ? 'section' : 'page'}
              onMouseMove={() => onActivate(option.index)}
              onClick={onPlainClick(() => onChoose(option))}>
              <span className={styles.hitIcon} aria-hidden="true">
                {option.section ? '#' : '▤'}
              </span>
              <SearchResult
                hit={option.hit}
                section={option.section}
                variant="option"
              />
            </a>
          ))}
        </div>
      ))}
    </div>
  );
});
