// A link drawn as antd's Button: "Join", "Chat", "Pay now" go somewhere, so they are links (a screen reader
// says so; a middle click opens a tab), moved by the router. antd scopes the button look to its own generated
// class, so a <Link className="ant-btn"> showed as plain text beside real buttons.
import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

type Props = Omit<ButtonProps, 'href' | 'onClick' | 'htmlType'> & { to: string };

export function LinkButton({ to, ...props }: Props) {
  const navigate = useNavigate();
  const href = useHref(to);
  const follow = (event: MouseEvent<HTMLElement>) => {
    // A modified or middle click is the browser's (new tab, new window); a plain one stays in the app.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <Button {...props} href={href} onClick={follow} />;
}
