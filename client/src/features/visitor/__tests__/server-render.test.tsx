import { renderToString } from 'react-dom/server';
import { useVisitor } from '../useVisitor';
import { VisitorProvider } from '../VisitorProvider';

function SessionProbe() {
  return <span>{useVisitor().sessionUuid.length}</span>;
}

it('renders ahead of time and posts nothing there', () => {
  const api = { createSession: jest.fn() };
  const html = renderToString(
    <VisitorProvider api={api}>
      <SessionProbe />
    </VisitorProvider>,
  );
  expect(html).toBe('<span>36</span>');
  expect(api.createSession).not.toHaveBeenCalled();
});
