/**
 * The floating chat link (components/layout/chat-link.tsx) and the footer's WhatsApp, Telegram and
 * e-mail links are the site's, drawn by the layout, which does not know the product: they opened the
 * chat or the e-mail with nothing in it, while the chips under the product's actions carry "about:
 * <product> (<address>)". This script, on a product page, gives each of those links the href of the
 * chip for its own channel (the same link with the message) once React has hydrated the page
 * (<html data-hydrated>, components/layout/hydrated-marker.tsx), so the link shown and copied
 * carries it; or sooner, as it is about to be used (pressed, focused or clicked).
 * Not before hydration otherwise: React would find an address it did not draw (the development
 * server reports it). Without JavaScript the link opens the chat empty, as before. scripts/csp.mjs
 * hashes it; it is the same on every product page.
 */
export const chatAboutProductSource = `(function(){var d=document,q='a.chat-link,footer a[href]';function g(c){if(!c)return;var h=c.getAttribute('href')||'';if(!h||h.indexOf('?')>=0)return;var s=d.querySelectorAll('a.channel-chip');for(var i=0;i<s.length;i++){var v=s[i].getAttribute('href')||'';if(v.indexOf(h+'?')===0){c.setAttribute('href',v);return}}}function f(e){g(e.target&&e.target.closest&&e.target.closest(q))}['pointerdown','focusin','click','auxclick'].forEach(function(t){d.addEventListener(t,f,true)});var r=d.documentElement;function a(){if(!r.hasAttribute('data-hydrated'))return false;var l=d.querySelectorAll(q);for(var i=0;i<l.length;i++)g(l[i]);return true}if(!a())new MutationObserver(function(m,o){if(a())o.disconnect()}).observe(r,{attributes:true,attributeFilter:['data-hydrated']})})()`;

export function ChatAboutProduct() {
  return <script dangerouslySetInnerHTML={{ __html: chatAboutProductSource }} />;
}
