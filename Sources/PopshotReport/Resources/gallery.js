(function(){
'use strict';
var keys=['fixture','device','orientation','appearance','textSize','state','severity','rule'];
document.querySelectorAll('img[data-same]').forEach(function(i){
  var first=document.getElementById(i.dataset.same);if(first)i.src=first.src;
});
var cards=[].slice.call(document.querySelectorAll('article.card'));
function sel(k){return document.getElementById('f-'+k);}
function readHash(){
  var p=new URLSearchParams(location.hash.replace(/^#/,''));
  var f={};
  keys.forEach(function(k){
    var v=p.get(k)||'', s=sel(k);
    if(s){
      var known=[].some.call(s.options,function(o){return o.value===v;});
      if(!known){var o=document.createElement('option');o.value=v;o.textContent=v;s.appendChild(o);}
      s.value=v;
    }
    f[k]=v;
  });
  return f;
}
function has(list,v){return (list||'').split(' ').indexOf(v)>=0;}
function apply(){
  var f=readHash(), shown=0, any=keys.some(function(k){return f[k];});
  cards.forEach(function(c){
    var d=c.dataset;
    var ok=(!f.fixture||d.fixture===f.fixture)&&(!f.device||d.device===f.device)&&
      (!f.orientation||d.orientation===f.orientation)&&(!f.appearance||d.appearance===f.appearance)&&
      (!f.textSize||d.textSize===f.textSize)&&(!f.state||d.state===f.state)&&
      (!f.severity||has(d.severities,f.severity))&&(!f.rule||has(d.rules,f.rule));
    c.hidden=!ok;
    if(ok)shown++;
    c.querySelectorAll('li.finding').forEach(function(e){
      e.classList.toggle('dim',!!((f.rule&&e.dataset.rule!==f.rule)||(f.severity&&e.dataset.severity!==f.severity)));
    });
  });
  document.querySelectorAll('main section').forEach(function(s){
    var note=s.querySelector('.no-match'), all=s.querySelectorAll('article.card');
    if(note)note.hidden=!(all.length&&!s.querySelector('article.card:not([hidden])'));
  });
  var passing=document.querySelector('details.passing');
  if(passing&&any&&passing.querySelector('article.card:not([hidden])'))passing.open=true;
  var out=document.getElementById('shown');
  if(out)out.textContent='Showing '+shown+' of '+cards.length+' variants'+(any?' (filtered).':'.');
}
function write(){
  var p=new URLSearchParams();
  keys.forEach(function(k){var s=sel(k);if(s&&s.value)p.set(k,s.value);});
  var h=p.toString();
  history.replaceState(null,'',h?'#'+h:location.pathname+location.search);
  apply();
}
keys.forEach(function(k){var s=sel(k);if(s)s.addEventListener('change',write);});
var clear=document.getElementById('clear');
if(clear)clear.addEventListener('click',function(){keys.forEach(function(k){var s=sel(k);if(s)s.value='';});write();});
window.addEventListener('hashchange',apply);
document.querySelectorAll('.overlay').forEach(function(o){
  var over=o.querySelector('.over'), split=o.querySelector('.split'), range=o.querySelector('.mix');
  var onion=o.querySelector('.onion'), label=o.querySelector('.mix-label');
  function draw(){
    var v=Number(range.value);
    if(o.dataset.mode==='onion'){over.style.clipPath='none';over.style.opacity=v/100;}
    else{over.style.opacity=1;over.style.clipPath='inset(0 '+(100-v)+'% 0 0)';split.style.left=v+'%';}
  }
  range.addEventListener('input',draw);
  onion.addEventListener('click',function(){
    var on=o.dataset.mode!=='onion';
    o.dataset.mode=on?'onion':'slider';
    onion.setAttribute('aria-pressed',on?'true':'false');
    label.textContent=on?'Opacity of the actual over the baseline':'Actual (left) | baseline (right)';
    draw();
  });
  draw();
});
var announce=document.getElementById('announce');
function said(text){announce.textContent=text;setTimeout(function(){announce.textContent='';},2500);}
// Ticked changes: their commands joined with && into one to paste.
var picks=document.querySelectorAll('input.accept-pick');
var panel=document.getElementById('accept-all');
function gather(){
  var cmds=[];picks.forEach(function(p){if(p.checked)cmds.push(p.dataset.accept);});
  if(!panel)return;
  panel.hidden=cmds.length===0;
  var text=cmds.join(' && ');
  document.getElementById('accept-command').textContent=text;
  document.getElementById('accept-copy').dataset.copy=text;
  document.getElementById('accept-count').textContent=
    cmds.length+(cmds.length===1?' change ticked':' changes ticked');
}
picks.forEach(function(p){p.addEventListener('change',gather);});
gather();
document.querySelectorAll('button.copy').forEach(function(b){
  b.addEventListener('click',function(){
    var text=b.dataset.copy;
    function fallback(){
      var t=document.createElement('textarea');t.value=text;t.setAttribute('readonly','');
      t.style.position='fixed';t.style.left='-9999px';document.body.appendChild(t);t.select();
      var ok=false;try{ok=document.execCommand('copy');}catch(e){ok=false;}
      document.body.removeChild(t);
      said(ok?'Command copied':'Select the command and copy it');
    }
    if(navigator.clipboard&&window.isSecureContext){
      navigator.clipboard.writeText(text).then(function(){said('Command copied');},fallback);
    }else{fallback();}
  });
});
apply();
document.documentElement.setAttribute('data-gallery-ready','');
})();
