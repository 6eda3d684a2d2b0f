// @vitest-environment happy-dom
import { describe, it, expect, afterEach } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from './tabs';

function ResultTabs() {
  const [active, setActive] = useState<'tests' | 'diagnosis' | 'summary'>('tests');
  return (
    <Tabs
      label="Analysis Results"
      active={active}
      onChange={setActive}
      items={[
        { id: 'tests', label: 'Test Results', content: <p>Hb 9.8 g/dL</p> },
        { id: 'diagnosis', label: 'Diagnosis', content: <p>Iron deficiency anaemia</p> },
        { id: 'summary', label: 'Summary', content: <p>Moderate anaemia</p> },
      ]}
    />
  );
}

afterEach(cleanup);

describe('result tabs used from the keyboard', () => {
  it('shows the first tab and moves with the arrow keys, wrapping at the ends', () => {
    render(<ResultTabs />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Hb 9.8 g/dL');
    const first = screen.getByRole('tab', { name: 'Test Results' });
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Diagnosis' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Iron deficiency anaemia');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Diagnosis' }), { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Moderate anaemia');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Summary' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Hb 9.8 g/dL');
  });

  it('keeps only the selected tab in the tab order', () => {
    render(<ResultTabs />);
    const tabIndexes = screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'));
    expect(tabIndexes).toEqual(['0', '-1', '-1']);
  });
});
