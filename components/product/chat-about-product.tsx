/**
 * The floating chat link (components/layout/chat-link.tsx) is the site's, drawn by the layout, which
 * does not know the product: it opened the chat with nothing in it, while the chips under the
 * product's actions carry "about: <product> (<address>)". This script, on a product page, gives the
 * floating link the href of the chip for its own channel (the same link with the message) as it is
 * about to be used: pressed, focused or clicked. Not before: React, hydrating the page, would find
 * an address it did not draw (the development server reports it). Without JavaScript the link opens
 * the chat empty, as before. scripts/csp.mjs hashes it; it is the same on every product page.
 */
export const chatAboutProductSource = `(function(){function f(e){var c=e.target&&e.target.closest&&e.target.closest('a.chat-link');if(!c)return;var h=c.getAttribute('href')||'';if(h.indexOf('?')>=0)return;var s=document.querySelectorAll('a.channel-chip');for(var i=0;i<s.length;i++){var v=s[i].getAttribute('href')||'';if(v.indexOf(h+'?')===0){c.setAttribute('href',v);return}}}['pointerdown','focusin','click','auxclick'].forEach(function(t){document.addEventListener(t,f,true)})})()`;

export function ChatAboutProduct() {
  return <script dangerouslySetInnerHTML={{ __html: chatAboutProductSource }} />;
}
