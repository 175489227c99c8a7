"""End-to-end tests of the web home screen in Debian's headless Chromium, through chromedriver.

Usage: /usr/bin/python3 Tests/Browser/web_home_test.py URL ARTIFACTS_DIR

URL is a running `vitrine serve` with a fresh data folder (scripts/browser-tests.sh starts one).
Screenshots of the home screen in light and dark go to ARTIFACTS_DIR.
"""

import os
import sys
import time
import unittest

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

URL = sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8080/"
ARTIFACTS = sys.argv[2] if len(sys.argv) > 2 else "artifacts"

# A digest of the bytes behind an <img>, computed in the page.
IMAGE_DIGEST = """
const done = arguments[arguments.length - 1];
fetch(arguments[0]).then(r => r.arrayBuffer()).then(b => crypto.subtle.digest("SHA-256", b))
  .then(d => done(Array.from(new Uint8Array(d)).map(x => x.toString(16).padStart(2, "0")).join("")))
  .catch(e => done("error: " + e));
"""

# A POST from page script, with or without the page's CSRF token; answers the status.
POST = """
const [path, body, withToken, done] = arguments;
const headers = {"Content-Type": "application/json"};
if (withToken) headers["X-CSRF-Token"] = document.querySelector('meta[name="csrf-token"]').content;
fetch(path, {method: "POST", headers, body: JSON.stringify(body)}).then(r => done(r.status));
"""


def make_driver():
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1400,1250", "--lang=en-US", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


class WebHomeTest(unittest.TestCase):
    driver = None

    @classmethod
    def setUpClass(cls):
        cls.driver = make_driver()
        cls.driver.set_script_timeout(20)
        os.makedirs(ARTIFACTS, exist_ok=True)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def setUp(self):
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
            {"name": "prefers-color-scheme", "value": "light"}]})
        self.driver.get(URL)
        self.driver.execute_script("localStorage.clear()")
        self.driver.get(URL)
        self.wait_for(lambda d: d.execute_script("return document.body.dataset.ready") == "yes")
        self.wait_for_images()

    # Helpers

    def wait_for(self, condition, timeout=15, message=""):
        return WebDriverWait(self.driver, timeout).until(condition, message)

    def wait_for_images(self):
        self.wait_for(lambda d: d.execute_script(
            "const images = [...document.querySelectorAll('.widget-image')];"
            "return images.length > 0 && images.every(i => i.complete && i.naturalWidth > 0)"),
            message="widget images did not load")

    def widget(self, id):
        return self.driver.find_element(By.CSS_SELECTOR, '.widget[data-id="%s"]' % id)

    def image_source(self, id):
        return self.driver.execute_script(
            "const i = document.querySelector('.widget[data-id=\"' + arguments[0] + '\"] .widget-image');"
            "return i ? i.src : null", id)

    def act(self, action):
        # Widgets are redrawn when the server pushes an update: find them again if that happened.
        for attempt in range(5):
            try:
                return action()
            except StaleElementReferenceException:
                time.sleep(0.2)
        return action()

    def click(self, css):
        self.act(lambda: self.driver.find_element(By.CSS_SELECTOR, css).click())

    def digest(self, id):
        return self.driver.execute_async_script(IMAGE_DIGEST, self.image_source(id))

    def wait_for_new_image(self, id, old_source):
        self.wait_for(lambda d: self.image_source(id) != old_source,
                      message="the picture of %s did not change" % id)
        self.wait_for_images()

    def tap(self, id, action):
        old = self.image_source(id)
        self.click('.widget[data-id="%s"] button.hit[data-action*="%s"]' % (id, action))
        self.wait_for_new_image(id, old)

    def log_rows(self):
        return self.driver.execute_script(
            "return [...document.querySelectorAll('#log-body tr')]"
            ".map(r => [...r.cells].map(c => c.textContent))")

    # Tests

    def test_0_the_page_shows_the_widgets_pictures_in_light_and_dark(self):
        ids = self.driver.execute_script("return [...document.querySelectorAll('.widget')].map(w => w.dataset.id)")
        self.assertEqual(ids, ["w1", "w2", "w3"])
        sizes = self.driver.execute_script(
            "return [...document.querySelectorAll('.widget-image')].map(i => [i.naturalWidth, i.naturalHeight])")
        # Drawn at the phone's scale: medium 338 × 158 points and two small 158 × 158, times 3.
        self.assertEqual(sizes, [[1014, 474], [474, 474], [474, 474]])
        self.assertTrue(all("scheme=light" in self.image_source(id) for id in ids))
        self.driver.find_element(By.ID, "phone").screenshot(os.path.join(ARTIFACTS, "home-light.png"))
        self.driver.save_screenshot(os.path.join(ARTIFACTS, "page-light.png"))
        # The page follows the browser's scheme.
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
            {"name": "prefers-color-scheme", "value": "dark"}]})
        self.wait_for(lambda d: "scheme=dark" in self.image_source("w1"), message="no dark pictures")
        self.wait_for_images()
        self.assertEqual(self.driver.execute_script("return document.documentElement.dataset.theme"), "dark")
        self.driver.find_element(By.ID, "phone").screenshot(os.path.join(ARTIFACTS, "home-dark.png"))
        self.driver.save_screenshot(os.path.join(ARTIFACTS, "page-dark.png"))

    def test_forward_changes_the_recommendations_picture_and_back_returns_it(self):
        original = self.digest("w1")
        self.tap("w1", "Forward")
        forwarded = self.digest("w1")
        self.assertNotEqual(forwarded, original)
        # Back from the keyboard: focus its button and press Enter.
        old = self.image_source("w1")
        self.act(lambda: self.driver.find_element(
            By.CSS_SELECTOR, '.widget[data-id="w1"] button.hit[data-action*="Back"]').send_keys(Keys.ENTER))
        self.wait_for_new_image("w1", old)
        self.assertEqual(self.digest("w1"), original)
        # No page reload happened: the page's own state is still there.
        self.assertEqual(self.driver.execute_script("return document.body.dataset.ready"), "yes")

    def test_configuring_the_clocks_time_zone_reloads_it(self):
        before = self.image_source("w2")
        before_digest = self.digest("w2")
        # A long press opens Edit Widget.
        self.act(lambda: ActionChains(self.driver).click_and_hold(
            self.widget("w2").find_element(By.CSS_SELECTOR, ".widget-image")).pause(0.9).release().perform())
        self.wait_for(lambda d: d.find_element(By.ID, "configure").get_attribute("open") is not None)
        search = self.wait_for(lambda d: d.find_element(By.CSS_SELECTOR, '[data-key="timeZone"] .option-search'))
        sections = [h.get_attribute("textContent")
                    for h in self.driver.find_elements(By.CSS_SELECTOR, '[data-key="timeZone"] h4')]
        self.assertIn("Universal", sections)
        self.assertIn("Asia", sections)
        search.send_keys("yekat")
        visible = [o.get_attribute("textContent") for o in self.driver.find_elements(By.CSS_SELECTOR, '[data-key="timeZone"] .option')
                   if o.is_displayed()]
        self.assertEqual(visible, ["Asia/Yekaterinburg"])
        self.driver.save_screenshot(os.path.join(ARTIFACTS, "edit-widget.png"))
        self.driver.find_element(By.CSS_SELECTOR, 'input[value="Asia/Yekaterinburg"]').click()
        self.driver.find_element(By.ID, "configure-save").click()
        self.wait_for(lambda d: d.find_element(By.ID, "configure").get_attribute("open") is None)
        self.wait_for_new_image("w2", before)
        self.assertNotEqual(self.digest("w2"), before_digest)
        self.wait_for(lambda d: any(r[2] == "reload" and r[3] == "configuration" and "Yekaterinburg" in r[6]
                                    for r in self.log_rows()), message="no configuration reload in the log")

    def test_six_manual_hours_bring_a_policy_reload_into_the_log(self):
        before = self.driver.find_element(By.ID, "status-time").text
        picture = self.image_source("w1")
        self.driver.find_element(By.CSS_SELECTOR, 'button[data-advance="21600"]').click()
        self.wait_for(lambda d: d.find_element(By.ID, "mode-manual").is_selected())
        self.wait_for(lambda d: any(r[2] == "reload" and r[3] == "policy" and r[1].startswith("recommendations")
                                    for r in self.log_rows()), message="no policy reload in the log")
        # The reload's new picture arrives by itself, pushed by the server.
        self.wait_for_new_image("w1", picture)
        self.assertNotEqual(self.driver.find_element(By.ID, "status-time").text, before)
        # Back on the system clock, the time reached is kept.
        self.driver.find_element(By.ID, "mode-system").click()
        self.wait_for(lambda d: d.find_element(By.ID, "mode-system").is_selected())

    def test_a_payload_in_text_shows_as_text(self):
        payload = '<img src=x onerror="window.__xss=1">'
        self.act(lambda: ActionChains(self.driver).context_click(self.widget("w2")).perform())
        search = self.wait_for(lambda d: d.find_element(By.CSS_SELECTOR, '[data-key="timeZone"] .option-search'))
        search.send_keys(payload)
        message = self.wait_for(lambda d: d.find_element(By.CSS_SELECTOR, '[data-key="timeZone"] .no-matches'))
        self.assertIn(payload, message.text)
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, 'img[src="x"]'), [])
        self.assertIsNone(self.driver.execute_script("return window.__xss"))
        self.driver.find_element(By.ID, "configure-cancel").click()

    def test_a_post_without_the_token_is_refused(self):
        body = {"action": "manual"}
        self.assertEqual(self.driver.execute_async_script(POST, "/api/clock", body, False), 403)
        self.assertFalse(self.driver.find_element(By.ID, "mode-manual").is_selected())
        self.assertEqual(self.driver.execute_async_script(POST, "/api/clock", {"action": "system"}, True), 200)

    def test_the_gallery_adds_and_edit_mode_moves_and_removes(self):
        self.driver.find_element(By.ID, "add-widget").click()
        add = self.wait_for(lambda d: d.find_element(
            By.CSS_SELECTOR, '#gallery button[data-kind="recommendations"][data-family="systemLarge"]'))
        self.wait_for(lambda d: d.execute_script(
            "const i = [...document.querySelectorAll('#gallery img')];"
            "return i.length >= 5 && i.every(x => x.complete && x.naturalWidth > 0)"),
            message="gallery previews did not load")
        self.driver.save_screenshot(os.path.join(ARTIFACTS, "gallery.png"))
        add.click()
        self.wait_for(lambda d: len(d.find_elements(By.CSS_SELECTOR, ".widget")) == 4)
        self.wait_for_images()
        ids = lambda: self.driver.execute_script(
            "return [...document.querySelectorAll('.widget')].map(w => w.dataset.id)")
        self.assertEqual(ids(), ["w1", "w2", "w3", "w4"])
        self.driver.find_element(By.ID, "edit-toggle").click()
        # Keyboard: focus "Move earlier" on the new widget and press Enter.
        self.act(lambda: self.widget("w4").find_element(
            By.CSS_SELECTOR, ".widget-controls button:nth-last-child(2)").send_keys(Keys.ENTER))
        self.wait_for(lambda d: ids() == ["w1", "w2", "w4", "w3"])
        self.click('.widget[data-id="w4"] .widget-controls .remove')
        self.wait_for(lambda d: ids() == ["w1", "w2", "w3"])
        self.driver.find_element(By.ID, "edit-toggle").click()

    def test_a_link_opens_the_apps_screen_and_home_returns(self):
        self.click('.widget[data-id="w1"] button.hit[data-kind="link"]')
        screen = self.wait_for(lambda d: d.find_element(By.ID, "app-screen"))
        self.wait_for(lambda d: screen.is_displayed())
        self.assertIn("not yet available", d_text(self.driver, "app-message"))
        self.assertTrue(d_text(self.driver, "app-link").startswith("vitrine://title/"))
        self.driver.find_element(By.ID, "app-home").click()
        self.wait_for(lambda d: not screen.is_displayed())

    def test_russian_words_and_pictures(self):
        select = self.driver.find_element(By.ID, "lang-select")
        select.find_element(By.CSS_SELECTOR, 'option[value="ru"]').click()
        self.wait_for(lambda d: "lang=ru" in self.image_source("w1"))
        self.wait_for_images()
        self.assertEqual(self.driver.find_element(By.ID, "add-widget").text, "Добавить виджет")
        self.assertEqual(self.driver.execute_script("return document.documentElement.lang"), "ru")


def d_text(driver, id):
    return driver.find_element(By.ID, id).text


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0], "-v"])
