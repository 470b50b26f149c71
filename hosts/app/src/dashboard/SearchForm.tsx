import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from '@album/i18n';
import { Button, TextField } from '@album/ui';

export interface SearchFormProps {
  /** The search in force; the box starts with it and follows it when a reset clears it. */
  query: string;
  onSearch(query: string): void;
}

/** The dashboard's search box: the search applies when submitted (Enter or the button), not on every key. */
export function SearchForm({ query, onSearch }: SearchFormProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState(query);
  // A tab switch clears the search: the box follows (state adjusted during render, not in an effect).
  const [shown, setShown] = useState(query);
  if (shown !== query) {
    setShown(query);
    setDraft(query);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form role="search" className="dashboard-search" onSubmit={submit}>
      <TextField
        label={intl.formatMessage({ id: 'dashboard.search' })}
        type="search"
        value={draft}
        onChange={setDraft}
        data-testid="dashboard-search"
      />
      <Button type="submit" variant="secondary">
        {intl.formatMessage({ id: 'dashboard.search.submit' })}
      </Button>
    </form>
  );
}
