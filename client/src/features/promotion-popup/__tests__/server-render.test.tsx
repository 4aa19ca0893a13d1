import { renderToString } from 'react-dom/server';
import { PromotionPopup } from '../PromotionPopup';

it('renders nothing ahead of time and asks for nothing there', () => {
  const source = { getActive: jest.fn() };
  expect(renderToString(<PromotionPopup pathname="/" source={source} />)).toBe('');
  expect(source.getActive).not.toHaveBeenCalled();
});
