(function(){
  var table=document.getElementById('op-table');if(!table)return;
  var text=document.getElementById('op-filter'),verdict=document.getElementById('op-verdict'),shown=document.getElementById('op-shown');
  function apply(){var q=text.value.toLowerCase(),v=verdict.value,n=0;
    Array.prototype.forEach.call(table.tBodies[0].rows,function(r){
      var ok=(!q||r.textContent.toLowerCase().indexOf(q)>=0)&&(!v||r.getAttribute('data-support')===v);
      r.style.display=ok?'':'none';if(ok)n++;});shown.textContent=n;}
  text.addEventListener('input',apply);verdict.addEventListener('change',apply);
  Array.prototype.forEach.call(table.tHead.rows[0].cells,function(th,i){th.addEventListener('click',function(){
    var rows=Array.prototype.slice.call(table.tBodies[0].rows),num=th.classList.contains('num'),dir=th.getAttribute('data-dir')==='1'?-1:1;
    rows.sort(function(a,b){var x=a.cells[i].textContent,y=b.cells[i].textContent;
      return dir*(num?(parseFloat(x)-parseFloat(y)):x.localeCompare(y));});
    th.setAttribute('data-dir',dir===1?'1':'0');rows.forEach(function(r){table.tBodies[0].appendChild(r);});});});
  apply();
})();
